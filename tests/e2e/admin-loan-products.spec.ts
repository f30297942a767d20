import { logInAsStaff } from './staff-helpers';
import { expect, test } from './test-data';

const DESKTOP = { width: 1280, height: 800 };

test('at 1280 px an administrator adds a loan product with a salary tier table and guarantor bands, reads the members’ sentences, and finds them saved', async ({ page, data }) => {
  test.setTimeout(60_000);
  // a product of its own, not offered, so the members' pages other tests read are the same
  const code = `RT${Date.now().toString(36).slice(-8)}`;
  const name = `เงินกู้ทดสอบเกณฑ์ ${code}`;
  await page.setViewportSize(DESKTOP);
  await logInAsStaff(page, await data.staff('admin'));
  await page.goto('/admin/loan-products');
  await expect(page.getByRole('heading', { level: 1, name: 'ประเภทเงินกู้และเกณฑ์' })).toBeVisible();
  await page.getByRole('button', { name: 'เพิ่มประเภทเงินกู้' }).click();
  await page.getByLabel('เปิดให้กู้').uncheck();
  await page.getByLabel('ชื่อประเภทเงินกู้').fill(name);
  await page.getByLabel('รหัสประเภทเงินกู้ในระบบหลัก').fill(code);
  await page.getByLabel('อัตราดอกเบี้ยต่อปี (ร้อยละ)').fill('6.5');
  await page.getByLabel('วงเงินสูงสุด (บาท)').fill('2,000,000');
  await page.getByLabel('จำนวนงวดสูงสุด').fill('180');

  const kind = page.getByLabel('ชนิดเกณฑ์ที่จะเพิ่ม');
  await kind.selectOption({ label: 'วงเงินตามเงินเดือน' });
  await page.getByRole('button', { name: 'เพิ่มเกณฑ์', exact: true }).click();
  const tiers = page.getByRole('group', { name: 'ข้อ 1 วงเงินตามเงินเดือน' });
  await tiers.getByLabel('กู้ได้ (เท่าของเงินเดือน) แถวที่ 1').fill('0.2');
  await tiers.getByRole('button', { name: 'เพิ่มแถว' }).click();
  await tiers.getByLabel('เป็นสมาชิกตั้งแต่ (ปี) แถวที่ 2').fill('10');
  await tiers.getByLabel('กู้ได้ (เท่าของเงินเดือน) แถวที่ 2').fill('45');

  await kind.selectOption({ label: 'จำนวนผู้ค้ำประกัน' });
  await page.getByRole('button', { name: 'เพิ่มเกณฑ์', exact: true }).click();
  const bands = page.getByRole('group', { name: 'ข้อ 2 จำนวนผู้ค้ำประกัน' });
  await bands.getByLabel('ยอดกู้ไม่เกิน (บาท) แถวที่ 2').fill('200,000');
  await bands.getByRole('button', { name: 'เพิ่มแถว' }).click();
  await bands.getByLabel('ผู้ค้ำ (คน) แถวที่ 3').fill('3');
  await expect(bands).toContainText('สมาชิกอ่านว่า: ผู้ค้ำประกัน ยอดกู้ไม่เกิน 50,000 บาท 1 คน, ยอดกู้ไม่เกิน 200,000 บาท 2 คน, ยอดกู้เกินนั้น 3 คน');

  // a multiple under half the salary is refused at its field, in Thai, before anything is sent
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(tiers.getByText('กรุณาระบุ 0.5 ถึง 200 เท่า ทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeVisible();
  await expect(page.getByText('กรุณาแก้ค่าในเกณฑ์ที่มีข้อความสีแดงก่อนบันทึก')).toBeVisible();
  await tiers.getByLabel('กู้ได้ (เท่าของเงินเดือน) แถวที่ 1').fill('35');
  await expect(tiers).toContainText('สมาชิกอ่านว่า: กู้ได้ไม่เกิน 35 เท่าของเงินเดือน, 45 เท่า เมื่อเป็นสมาชิก 10 ปีขึ้นไป');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'บันทึกเกณฑ์เงินกู้แล้ว' })).toBeVisible();

  const product = page.getByRole('region', { name });
  await expect(product).toContainText('งดให้กู้');
  await expect(product.getByRole('listitem')).toHaveText([
    'กู้ได้ไม่เกิน 35 เท่าของเงินเดือน, 45 เท่า เมื่อเป็นสมาชิก 10 ปีขึ้นไป',
    'ผู้ค้ำประกัน ยอดกู้ไม่เกิน 50,000 บาท 1 คน, ยอดกู้ไม่เกิน 200,000 บาท 2 คน, ยอดกู้เกินนั้น 3 คน',
  ]);
  // a next version starts from the saved one: the rules come back in their fields
  await product.getByRole('button', { name: 'เพิ่มเกณฑ์ฉบับใหม่' }).click();
  await expect(product.getByLabel('กู้ได้ (เท่าของเงินเดือน) แถวที่ 2')).toHaveValue('45');
  await expect(product.getByLabel('ยอดกู้ไม่เกิน (บาท) แถวที่ 2')).toHaveValue('200,000');
  await expect(product.getByLabel('ยอดกู้ไม่เกิน (บาท) แถวที่ 3')).toHaveValue('');
  await expect(product.getByLabel('ผู้ค้ำ (คน) แถวที่ 3')).toHaveValue('3');
});
