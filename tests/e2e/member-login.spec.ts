import { logIn } from './member-helpers';
import { expect, test } from './test-data';

test('a member logs in and sees their Thai name on /member/status', async ({ page, request, data }) => {
  const site = (await (await request.get('/api/info/site')).json()) as { coop_name_th: string };
  const no = await data.member({ prename: 'จ.ส.อ.', first_name: 'สมชาย', last_name: 'ใจดี' });

  await logIn(page, no);

  await expect(page.getByText('เข้าสู่ระบบแล้ว')).toBeVisible();
  await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'ข้อมูลส่วนตัว' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'ข้อมูลส่วนตัว' })).toBeVisible();
  await expect(main).toContainText('สมชาย');
  await expect(main).toContainText('ใจดี');
  await expect(main).toContainText(no);
  await expect(page).toHaveTitle(`main - ${site.coop_name_th}`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
});

test('a wrong password shows the error under the form and as a toast', async ({ page, data }) => {
  const no = await data.member();
  await page.goto('/member/logon');
  await page.getByLabel('เลขทะเบียนสมาชิก').fill(no);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('not-the-password1');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();

  const message = 'เลขทะเบียนสมาชิกหรือรหัสผ่านไม่ถูกต้อง';
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/member\/logon$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('the membership number takes digits only and is padded to 7 digits', async ({ page }) => {
  await page.goto('/member/logon');
  const number = page.getByLabel('เลขทะเบียนสมาชิก');
  await number.pressSequentially('a1-b2 c3');
  await expect(number).toHaveValue('123');
  await number.blur();
  await expect(number).toHaveValue('0000123');
});
