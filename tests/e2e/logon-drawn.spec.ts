import type { Page } from '@playwright/test';
import { gotoReady } from './app-ready';
import { TEST_PASSWORD, expect, test } from './test-data';

/** The three logon pages the server draws (decision 067), each with its heading and its button. */
const LOGON_PAGES = [
  { path: '/member/logon', heading: 'เข้าสู่ระบบสมาชิก', button: 'เข้าสู่ระบบ' },
  { path: '/membergroup/logon', heading: 'เข้าสู่ระบบหน่วยงาน', button: 'เข้าสู่ระบบ' },
  { path: '/admin/logon', heading: 'เข้าสู่ระบบเจ้าหน้าที่', button: 'ถัดไป' },
] as const;

/** The app's entry script, which the drawn page adds once it has loaded (start-app.js). */
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** What the page reports as going wrong: a page taken over with different markup says so on the console. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  return problems;
}

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the logon pages arrive drawn, their buttons not pressable until the app runs', async ({ page }) => {
    for (const logon of LOGON_PAGES) {
      await page.goto(logon.path);
      await expect(page.getByRole('heading', { level: 1, name: logon.heading })).toBeVisible();
      await expect(page.getByRole('button', { name: logon.button })).toBeDisabled();
    }
  });
});

test('the logon pages are taken over by the browser without errors', async ({ page }) => {
  const problems = collectProblems(page);
  for (const logon of LOGON_PAGES) {
    await gotoReady(page, logon.path);
    await expect(page.getByRole('button', { name: logon.button })).toBeEnabled();
  }
  expect(problems).toEqual([]);
});

test('what a member types before the app has started is kept, and logs them in once it has', async ({ page, data }) => {
  const no = await data.member();
  let start = () => {};
  const started = new Promise<void>((resolve) => (start = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await started;
    await route.continue();
  });
  await page.goto('/member/logon');
  // without its leading zeros: the field pads it once the app runs, as leaving the field does
  await page.getByLabel('เลขทะเบียนสมาชิก').fill(String(Number(no)));
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(TEST_PASSWORD);
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeDisabled();

  start();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('เลขทะเบียนสมาชิก')).toHaveValue(no);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/member\/welcome$/);
});
