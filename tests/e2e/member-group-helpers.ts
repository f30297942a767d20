import { type Page, expect } from '@playwright/test';

/** The demo unit the browser tests read (seeded with its members' bills); every demo group shares the password. */
export const DEMO_UNIT = '00051005';
export const DEMO_GROUP_PASSWORD = 'Group@1234';

/** Logs a group in through the form, as its clerk would, and waits for the dashboard. */
export async function logInGroup(page: Page, memberGroupNo = DEMO_UNIT, password = DEMO_GROUP_PASSWORD): Promise<void> {
  await page.goto('/membergroup/logon');
  await page.getByLabel('รหัสหน่วยงาน').fill(memberGroupNo);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/membergroup\/dashboard$/);
}
