import type { Browser, Page } from '@playwright/test';
import { CHECKED_WIDTHS, expectAccessible } from './accessibility';
import { gotoReady } from './app-ready';
import { logIn } from './member-helpers';
import { logInAsStaff } from './staff-helpers';
import { expect, test } from './test-data';

const sizeControl = (page: Page) => page.getByRole('group', { name: 'ขนาดตัวอักษร' });
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
/** Nothing wider than the screen: a page that scrolls sideways at a large size is broken for the member reading it. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
/** The page's background in the dark theme (index.css, --color-stone-100). */
const DARK_PAGE = 'rgb(20, 19, 18)';
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'การใช้คุกกี้' });

// several pages, widths and logins a test, each closing with axe at both widths
test.describe.configure({ timeout: 120_000 });

async function newVisitor(browser: Browser, width: number) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 844 } });
  return { context, page: await context.newPage() };
}

test('the text size is kept on the device, across reloads and pages, before the first paint, at 390 and 1280 px', async ({ page, browser, data }) => {
  const membershipNo = await data.member();
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { sizeAsRead: string }).sizeAsRead = getComputedStyle(document.documentElement).fontSize;
    });
  });
  for (const width of CHECKED_WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 844 });
      await gotoReady(page, '/home');
      const larger = sizeControl(page).getByRole('button', { name: 'เพิ่มขนาดตัวอักษร' });
      for (let i = 0; i < 3; i++) await larger.click();
      await expect(larger).toBeDisabled();
      expect(await rootFontSize(page)).toBe('22px');

      // the server-drawn page starts its code only once loaded: the size is there before, as the document is read
      await page.reload();
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => (window as unknown as { sizeAsRead: string }).sizeAsRead)).toBe('22px');
      expect(await overflowsSideways(page)).toBe(false);
      // axe checks both widths itself
      if (width === CHECKED_WIDTHS[0]) await expectAccessible(page);

      await gotoReady(page, '/member/logon');
      expect(await rootFontSize(page)).toBe('22px');
      expect(await overflowsSideways(page)).toBe(false);

      // another device (a new browser profile) reads at the normal size
      const other = await newVisitor(browser, width);
      await gotoReady(other.page, '/home');
      expect(await rootFontSize(other.page)).toBe('16px');
      await other.context.close();

      await page.evaluate(() => localStorage.removeItem('textSize'));
    });
  }

  // the member's header has it too; ก goes back to the normal size
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem('textSize', '3'));
  await logIn(page, membershipNo);
  expect(await rootFontSize(page)).toBe('22px');
  expect(await overflowsSideways(page)).toBe(false);
  await sizeControl(page).getByRole('button', { name: 'ขนาดตัวอักษรปกติ' }).click();
  expect(await rootFontSize(page)).toBe('16px');
  expect(await page.evaluate(() => localStorage.getItem('textSize'))).toBeNull();
});

test('the dark theme follows the device on public, member and console pages, readable to WCAG AA', async ({ page, browser, data }) => {
  const [membershipNo, staff] = await Promise.all([data.member(), data.staff('admin')]);
  await page.emulateMedia({ colorScheme: 'dark' });
  const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await gotoReady(page, '/home');
  expect(await pageBackground()).toBe(DARK_PAGE);
  // spec 2.2: the information layout is still grey, in the dark too
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('grayscale(1)');
  await expectAccessible(page);

  await logIn(page, membershipNo);
  expect(await pageBackground()).toBe(DARK_PAGE);
  await expectAccessible(page);

  const consolePage = (await newVisitor(browser, 1280)).page;
  await consolePage.emulateMedia({ colorScheme: 'dark' });
  await logInAsStaff(consolePage, staff);
  expect(await consolePage.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_PAGE);
  await expectAccessible(consolePage);
  await consolePage.context().close();

  await page.emulateMedia({ colorScheme: 'light' });
  expect(await pageBackground()).not.toBe(DARK_PAGE);
});

test('a cookie refusal holds for the visit, on every page, and is asked again on the next visit', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/home');
  await cookieBanner(page).getByRole('button', { name: 'ปฏิเสธ' }).click();
  await expect(cookieBanner(page)).toBeHidden();
  await page.reload();
  await gotoReady(page, '/member/logon');
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(cookieBanner(page)).toBeHidden();

  // a later visit with the refusal still stored: the banner again, on pages outside the information layout too
  for (const width of CHECKED_WIDTHS) {
    const { context, page: visit } = await newVisitor(browser, width);
    await context.addCookies([{ name: 'acceptCookie', value: 'N', url: test.info().project.use.baseURL! }]);
    for (const path of ['/loancal', '/membergroup/logon', '/admin/logon']) {
      await gotoReady(visit, path);
      await expect(cookieBanner(visit)).toBeVisible();
    }
    await expectAccessible(visit);
    await context.close();
  }

  // a long page without a layout has the way back to the top
  await gotoReady(page, '/cookie/cookies');
  await page.mouse.wheel(0, 2000);
  const toTop = page.getByRole('button', { name: 'เลื่อนกลับขึ้นด้านบน' });
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
