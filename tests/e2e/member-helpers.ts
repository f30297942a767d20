import { type Page, expect } from '@playwright/test';
import { TEST_PASSWORD } from './test-data';

/** The demo seed's member password, for the specs that start a demo portal of their own. */
export const DEMO_PASSWORD = 'Demo@1234';
export const SESSION_ENDED_ALERT = 'ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง';

/** Logs in through the form, as a member would, and waits for the member home and its calls. */
export async function logIn(page: Page, membershipNo: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto('/member/logon');
  await page.getByLabel('เลขทะเบียนสมาชิก').fill(membershipNo);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/member\/welcome$/);
  // The member pages load their feeds (status, last update) on arrival; a test that then ends the session on the
  // server must not race a call still in flight, which would end it first.
  await page.waitForLoadState('networkidle');
}

/** The token the app stored under `user` (spec 3), for acting on the session from outside the page. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token);
  expect(token, 'a stored session token').toBeTruthy();
  return token!;
}

/** Ends a session on the server, as logging out on another device would. */
export async function revokeOnServer(page: Page, token: string): Promise<void> {
  const answer = await page.request.post('/api/member/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
}

/** The spec's alert is on screen, the browser is at the login page and the stored user is gone; OK closes it. */
export async function expectSessionEndedAtLogon(page: Page): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(SESSION_ENDED_ALERT);
  await expect(page).toHaveURL(/\/member\/logon$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await alert.getByRole('button', { name: 'ตกลง' }).click();
  await expect(alert).toBeHidden();
}
