import { type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './member-helpers';

async function openPasswordPage(page: Page) {
  await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(page.getByRole('heading', { name: 'เปลี่ยนรหัสผ่าน' })).toBeVisible();
}

test('a member changes the password and logs in with the new one', async ({ page }) => {
  const next = 'Coop5Newpass';
  await logIn(page, '0000005');
  await openPasswordPage(page);

  await page.getByLabel('รหัสผ่านเดิม').fill(DEMO_PASSWORD);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(next);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(next);
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Success' });
  await expect(toast).toContainText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');
  await expect(page.getByLabel('รหัสผ่านเดิม')).toHaveValue('');

  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/member\/logon$/);
  await logIn(page, '0000005', next);
  await expect(page.getByRole('main')).toContainText('0000005');
});

test('a wrong old password gives an Error toast with the server message', async ({ page }) => {
  await logIn(page, '0000006');
  await openPasswordPage(page);

  await page.getByLabel('รหัสผ่านเดิม').fill('Wrong12345');
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Fresh12345');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Fresh12345');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Error' });
  await expect(toast).toContainText('รหัสผ่านเดิมไม่ถูกต้อง');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('รหัสผ่านเดิมไม่ถูกต้อง');
});

test('the form refuses a weak or mismatched new password before sending it', async ({ page }) => {
  await logIn(page, '0000006');
  await openPasswordPage(page);
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/member/member_pass')) sent = true;
  });

  await page.getByLabel('รหัสผ่านเดิม').fill(DEMO_PASSWORD);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('short');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('different1');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();

  await expect(page.getByText('รหัสผ่านใหม่ต้องมี 8-64 ตัวอักษร และมีทั้งตัวอักษรภาษาอังกฤษและตัวเลข')).toBeVisible();
  await expect(page.getByText('รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน')).toBeVisible();
  await expect(page.getByLabel('รหัสผ่านใหม่', { exact: true })).toBeFocused();
  expect(sent).toBe(false);
});
