import { type Page } from '@playwright/test';
import { expect, test } from './accessibility';
import { gotoReady } from './app-ready';

interface ShowAnswer {
  item: { title: string; cover_image: string; default_image: string };
}

/** What the page reports as going wrong, leaving out the demo's missing pictures, which are missing on purpose. */
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

  test('the home page arrives drawn: names, menu, marquee, news, footer, in grey', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveTitle(/^หน้าหลัก - /);
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
    await expect(page.getByTestId('marquee-text')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'ข่าวเด่น' })).toBeVisible();
    expect(await page.getByRole('article').count()).toBeGreaterThan(3);
    await expect(page.getByRole('contentinfo').getByText('วันจันทร์ - วันศุกร์ เวลา 08.30 - 16.30 น.')).toBeAttached();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('grayscale(1)');
  });

  test('a news item arrives drawn, its missing cover already replaced by the default picture', async ({ page }) => {
    const show = (await (await page.request.get('/api/info/show/1')).json()) as ShowAnswer;
    await page.goto('/show/1');
    await expect(page.getByRole('heading', { level: 1, name: show.item.title })).toBeVisible();
    await expect(page.getByRole('img', { name: show.item.title, exact: true })).toHaveAttribute('src', show.item.default_image);
  });
});

test('the browser takes a drawn page over without asking for its data again, and it answers input', async ({ page }) => {
  const problems = collectProblems(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await gotoReady(page, '/home');
  expect(requests.filter((r) => /^\/api\/info\/(site|manu|home)$/.test(r))).toEqual([]);
  expect(problems).toEqual([]);

  const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
  await menu.getByRole('button', { name: 'เกี่ยวกับเรา' }).click();
  await menu.getByRole('link', { name: 'ประวัติสหกรณ์' }).click();
  await expect(page).toHaveURL(/\/show\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ประวัติสหกรณ์' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('before the page’s code runs (decision 066)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a drawn page left alone fetches no code while it loads, then starts it by itself', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/home');
    expect(scripts.filter((s) => s.startsWith('/assets/'))).toEqual([]);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(scripts.filter((s) => s.startsWith('/assets/')).length).toBeGreaterThan(0);
  });

  test('a button pressed before the code runs is pressed once it does', async ({ page }) => {
    await page.goto('/home');
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    const menu = page.getByRole('navigation', { name: 'เมนูหลัก' });
    await menu.getByRole('button', { name: 'เมนูหลัก' }).click();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(menu.getByRole('button', { name: 'เกี่ยวกับเรา' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'ปิดเมนู' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a link followed before the code runs opens its page', async ({ page }) => {
    await page.goto('/home');
    const card = page.getByRole('article').first().getByRole('link');
    const title = await card.textContent();
    await card.click();
    await expect(page).toHaveURL(/\/show\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  });
});

test('a news item taken over by the browser shows what the server drew, without errors', async ({ page }) => {
  const problems = collectProblems(page);
  const show = (await (await page.request.get('/api/info/show/1')).json()) as ShowAnswer;
  await gotoReady(page, '/show/1');
  await expect(page.getByRole('heading', { level: 1, name: show.item.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${show.item.title} - `));
  expect(problems).toEqual([]);
});

test('an item that does not exist is left to the browser, which says so', async ({ page }) => {
  const html = await (await page.request.get('/show/987654321')).text();
  expect(html).toContain('<div id="root"></div>');
  await gotoReady(page, '/show/987654321');
  await expect(page.getByRole('main')).toContainText('ไม่พบข่าวสารที่ต้องการ');
});

test('every visit to a drawn news item counts as a read, as it does when the browser draws it', async ({ page }) => {
  const views = async () => ((await (await page.request.get('/api/info/show/2')).json()) as { item: { view_count: number } }).item.view_count;
  const before = await views();
  await gotoReady(page, '/show/2');
  await gotoReady(page, '/show/2');
  // the two visits, and this read itself
  expect(await views()).toBe(before + 3);
});
