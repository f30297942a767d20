import { monthsBefore, thaiToday } from '@coop/thai-format';
import { expectAccessible } from './accessibility';
import { main } from './member-data';
import { logIn } from './member-helpers';
import { addShares } from './support/server';
import { expect, TEST_PASSWORD, test } from './test-data';

const PHONE = { width: 390, height: 844 };
// the demo's ordinary loan, offered to every member: applying to it changes nothing another spec reads
const ORDINARY = 'เงินกู้สามัญ';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('at 390 px a member applies naming two guarantors, one consents with the password, and the applicant sees it on the timeline', async ({ browser, page, data, database }) => {
  // two members' sessions, an application with two documents and a consent: past the default 30 s on a busy machine
  test.setTimeout(90_000);
  const applicant = await data.member({ salary: 30_000, member_date: monthsBefore(thaiToday(), 7 * 12) });
  await addShares(database!.db, applicant, { months: 12, monthly: 1_000 });
  const [first, second] = [await data.member({ first_name: 'สมชาย' }), await data.member({ first_name: 'สมศรี' })];

  await page.setViewportSize(PHONE);
  await logIn(page, applicant);
  await main(page).getByRole('navigation', { name: 'ไปที่' }).getByRole('link', { name: 'กู้ได้เท่าไร', exact: true }).click();
  await main(page).getByRole('region', { name: ORDINARY }).getByRole('button', { name: 'คำนวณค่างวด' }).click();
  const quote = main(page).getByRole('region', { name: 'คำนวณค่างวด' });
  await quote.getByLabel('ยอดกู้ (บาท)').fill('100000');
  await quote.getByLabel('จำนวนงวด (เดือน)').fill('36');
  await quote.getByRole('button', { name: 'คำนวณ', exact: true }).click();
  await main(page).getByRole('link', { name: 'ยื่นคำขอกู้ตามยอดนี้' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ยื่นคำขอกู้เงิน' })).toBeVisible();
  await expect(page.getByLabel('ยอดเงินกู้ (บาท)')).toHaveValue('100000');
  await page.getByLabel('วัตถุประสงค์การกู้').fill('ซ่อมแซมบ้าน');
  await page.getByLabel('เลขสมาชิกผู้ค้ำประกันคนที่ 1').fill(first);
  await page.getByRole('button', { name: 'ตรวจสอบ' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'ค้ำประกันได้' })).toHaveCount(1);
  await page.getByRole('button', { name: 'เพิ่มผู้ค้ำประกัน' }).click();
  await page.getByLabel('เลขสมาชิกผู้ค้ำประกันคนที่ 2').fill(second);
  await page.getByLabel('บัญชีธนาคาร', { exact: true }).check();
  await page.getByLabel('ชื่อธนาคาร').fill('ธนาคารกรุงไทย');
  await page.getByLabel('เลขที่บัญชีธนาคาร').fill('123-4-56789-0');
  await page.getByLabel('ชื่อบัญชี', { exact: true }).fill('ผู้กู้ ทดสอบ');
  await page.getByLabel('สลิปเงินเดือนล่าสุด').setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('สำเนาบัตรประชาชน').setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('ข้าพเจ้าได้อ่านและยอมรับเงื่อนไขการกู้เงิน').check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'ส่งคำขอกู้' }).click();

  await expect(page).toHaveURL(/\/member\/loan-applications\/LA-\d{4}-\d{6}$/);
  const applicationNo = page.url().split('/').pop()!;
  const timeline = main(page).getByTestId('loan-timeline');
  await expect(timeline.getByRole('listitem')).toHaveText([/ยื่นคำขอกู้/, /รอผู้ค้ำประกันยินยอม/, /รอผู้ค้ำประกันยินยอม/, /หน่วยงานรับรองเงินเดือน/, /สหกรณ์พิจารณา/, /จ่ายเงินกู้/]);
  await expectAccessible(page);

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
  const guarantor = await other.newPage();
  await logIn(guarantor, first);
  await guarantor.goto(`/member/loan-guarantees/${applicationNo}`);
  await expect(guarantor.getByRole('heading', { level: 1, name: 'คำขอให้ค้ำประกันเงินกู้' })).toBeVisible();
  await expect(main(guarantor)).toContainText('หลังลงนาม 1 สัญญา');
  await guarantor.getByLabel('รหัสผ่านของท่าน (เพื่อยืนยันการลงนาม)').fill(TEST_PASSWORD);
  await guarantor.getByRole('button', { name: 'ยินยอมค้ำประกัน' }).click();
  await expect(main(guarantor).getByRole('status')).toContainText('ยินยอมแล้ว');
  await expectAccessible(guarantor);
  await other.close();

  await page.reload();
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('ผู้ค้ำประกันยินยอม: นายสมชาย');
});
