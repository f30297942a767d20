import type { Page } from '@playwright/test';
import { type TestStaff } from './support/server';
import { STAFF_PASSWORD, expect, totpCode } from './test-data';

/** Both steps of the console's login for an enrolled staff user (from `data.staff(role)`), ending on /admin. */
export async function logInAsStaff(page: Page, staff: TestStaff): Promise<void> {
  await page.goto('/admin/logon');
  await page.getByLabel('ชื่อผู้ใช้').fill(staff.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill(await totpCode(staff.secret!, new Date()));
  await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(page.getByRole('heading', { name: 'หน้าแรกเจ้าหน้าที่' })).toBeVisible();
}
