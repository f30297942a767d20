import type { Page } from '@playwright/test';
import { type TestStaff } from './support/server';
import { STAFF_PASSWORD, expect, totpCode } from './test-data';

const STEP_MS = 30_000;
/** Time left in a step to type a code and send it: the portal takes a code only in its own step (decision 070). */
const TYPING_MS = 5_000;
/** The authenticator step of the last code this worker typed for each staff user. */
const lastStep = new Map<string, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The authenticator's code for `secret` with at least 5 s of its step left, after `usedStep` if given: waits for it. */
export async function freshTotpCode(secret: string, usedStep = -1): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const left = (step + 1) * STEP_MS - now;
    if (step > usedStep && left >= TYPING_MS) return { code: await totpCode(secret, new Date(now)), step };
    await sleep(left + 50);
  }
}

/**
 * Both steps of the console's login for an enrolled staff user (from `data.staff(role)`), ending on /admin. A code
 * opens one session (decision 037): a second login of the same user within a step waits for the next step's code.
 */
export async function logInAsStaff(page: Page, staff: TestStaff): Promise<void> {
  await page.goto('/admin/logon');
  await page.getByLabel('ชื่อผู้ใช้').fill(staff.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  const { code, step } = await freshTotpCode(staff.secret!, lastStep.get(staff.username));
  lastStep.set(staff.username, step);
  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill(code);
  await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(page.getByRole('heading', { name: 'หน้าแรกเจ้าหน้าที่' })).toBeVisible();
}
