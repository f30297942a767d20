import { logIn } from './member-helpers';
import { expect, test } from './test-data';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('ขออภัย!ไม่พบหน้าเว็บไซต์ที่ค้นหา...')).toBeVisible();
  const site = (await (await page.request.get('/api/info/site')).json()) as { coop_name_th: string; coop_name_en: string };
  await expect(page.getByText(site.coop_name_th)).toBeVisible();
  await expect(page.getByText(site.coop_name_en)).toBeVisible();

  await page.getByRole('link', { name: 'กลับหน้าหลัก' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'เข้าสู่ระบบสมาชิก' })).toBeVisible();
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the member menu is a drawer that opens and closes', async ({ page, data }) => {
    await logIn(page, await data.member());
    // exact: "เปิดเมนู" (open) contains "ปิดเมนู" (close).
    const openButton = page.getByRole('button', { name: 'เปิดเมนู', exact: true });
    const menu = page.getByRole('navigation', { name: 'เมนูสมาชิก' });
    await expect(openButton).toBeVisible();
    await expect(menu).toBeHidden();

    await openButton.click();
    await expect(menu).toBeVisible();
    await expect(openButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'ปิดเมนู', exact: true })).toBeFocused();

    // Tap the backdrop, to the right of the drawer.
    await page.mouse.click(370, 400);
    await expect(menu).toBeHidden();

    await openButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await menu.getByRole('link', { name: 'ทุนเรือนหุ้น' }).click();
    await expect(page).toHaveURL(/\/member\/share$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'ทุนเรือนหุ้น' })).toBeVisible();
  });
});

test('at 1280 px the member menu is a side bar, with the current page marked', async ({ page, data }) => {
  await logIn(page, await data.member());
  await page.goto('/member/status');
  await expect(page.getByRole('button', { name: 'เปิดเมนู' })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'เมนูสมาชิก' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ข้อมูลส่วนตัว' })).toHaveAttribute('aria-current', 'page');
  const labels = await menu.getByRole('link').allTextContents();
  expect(labels).toEqual([
    'ข้อมูลส่วนตัว',
    'ทุนเรือนหุ้น',
    'หนี้เงินกู้',
    'เงินฝาก',
    'รายการเรียกเก็บประจำเดือน',
    'ภาระค้ำประกัน',
    'เงินปันผล-เฉลี่ยคืน',
    'ผู้รับผลประโยชน์',
    'สวัสดิการสมาชิก',
    'ขอเปิดใช้บริการชำระเงิน',
    'หนังสือยืนยันยอด',
    'กล่องข้อความ',
    'การแจ้งเตือน',
    'ความปลอดภัย',
    'ใครเข้าดูข้อมูลของฉัน',
    'เปลี่ยนรหัสผ่าน',
    'กลับหน้าหลัก',
  ]);
  await page.goto('/member/loan_statement/0012345');
  await expect(menu.getByRole('link', { name: 'หนี้เงินกู้' })).toHaveAttribute('aria-current', 'page');
});

test('the three registration routes show one screen, in the mode of the path, with the cooperative to contact', async ({ page }) => {
  const site = (await (await page.request.get('/api/info/site')).json()) as { email: string; phones: string[] };
  for (const [path, mode] of [
    ['/member/registerauth', 'ลงทะเบียนใช้งาน'],
    ['/member/register', 'ลงทะเบียนใช้งาน'],
    ['/member/forget', 'ลืมรหัสผ่าน'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: mode, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: mode })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: site.email })).toBeVisible();
    await expect(page.getByRole('link', { name: site.phones[0] })).toBeVisible();
  }
});
