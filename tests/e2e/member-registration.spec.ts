import { logIn } from './member-helpers';
import { CHOSEN, FACTS, fillProof } from './registration-helpers';
import { TEST_PASSWORD, expect, test } from './test-data';

test('a member without a password registers, accepting the terms, is signed in, and logs in later', async ({ page, data }) => {
  const no = await data.member({}, { registered: false });
  await page.goto('/member/logon');
  await page.getByRole('link', { name: 'ลงทะเบียนใช้งานครั้งแรก' }).click();
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนใช้งาน', level: 1 })).toBeVisible();
  await fillProof(page, no);
  await page.getByRole('checkbox', { name: /ข้าพเจ้าได้อ่านและยอมรับ/ }).check();
  await page.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();

  // registration signs the member in (issue 24)
  await expect(page).toHaveURL(/\/member\/(welcome|status)$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Success' })).toContainText('ลงทะเบียนใช้งานเรียบร้อยแล้ว');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.removeItem('user'));
  await logIn(page, no, CHOSEN);
});

test('registration is refused with the server notice when a fact does not match', async ({ page, data }) => {
  const no = await data.member({}, { registered: false });
  await page.goto('/member/register');
  await fillProof(page, no, { ...FACTS, mobile: '089-999-9999' });
  await page.getByRole('checkbox', { name: /ข้าพเจ้าได้อ่านและยอมรับ/ }).check();
  await page.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();

  // the notice once (spec 8), and under the form what to check
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'ข้อมูลที่กรอกไม่ตรงกับข้อมูลของสหกรณ์' })).toHaveCount(1);
  await expect(page.getByTestId('refusal-help')).toContainText('กรุณาตรวจสอบข้อมูลเหล่านี้อีกครั้ง');
  await expect(page).toHaveURL(/\/member\/register$/);
});

test('the form refuses a national ID whose check digit is wrong before sending it', async ({ page, data }) => {
  const no = await data.member({}, { registered: false });
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/member/register')) sent = true;
  });
  await page.goto('/member/register');
  await fillProof(page, no, { ...FACTS, idCard: '1101700203451' });
  await page.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
  await expect(page.getByLabel('เลขประจำตัวประชาชน 13 หลัก')).toBeFocused();
  await expect(page.getByText('เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบเลข 13 หลักอีกครั้ง')).toBeVisible();
  expect(sent).toBe(false);
});

test('a member who forgot the password sets a new one and the old one stops working', async ({ page, data }) => {
  const no = await data.member();
  await page.goto('/member/logon');
  await page.getByRole('link', { name: 'ลืมรหัสผ่าน' }).click();
  await expect(page.getByRole('heading', { name: 'ลืมรหัสผ่าน', level: 1 })).toBeVisible();
  await fillProof(page, no);
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();

  await expect(page).toHaveURL(/\/member\/logon$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Success' })).toContainText('ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว');
  await page.getByLabel('เลขทะเบียนสมาชิก').fill(no);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'เลขทะเบียนสมาชิกหรือรหัสผ่านไม่ถูกต้อง' })).toBeVisible();
  await logIn(page, no, CHOSEN);
});
