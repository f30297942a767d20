import { type Page, expect } from '@playwright/test';
import { TEST_PASSWORD } from './test-data';

/** Logs a group in through the form, as its clerk would, and waits for the dashboard. */
export async function logInGroup(page: Page, memberGroupNo: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto('/membergroup/logon');
  await page.getByLabel('รหัสหน่วยงาน').fill(memberGroupNo);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/membergroup\/dashboard$/);
}
