import { type Page } from '@playwright/test';
import { expect, test } from './accessibility';
import { gotoReady } from './app-ready';

interface SiteConfig {
  welcome_text: string;
}
interface MenuData {
  marquee: { Note: string }[];
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'เมนูหลัก' });

test.describe('information layout at 1280 px', () => {
  test('menu groups open one at a time and close on a second click, outside click, leaving or Escape', async ({ page }) => {
    await gotoReady(page, '/home');
    const menu = mainMenu(page);
    const about = menu.getByRole('button', { name: 'เกี่ยวกับเรา' });
    const services = menu.getByRole('button', { name: 'บริการ' });
    const aboutItem = menu.getByRole('link', { name: 'ประวัติสหกรณ์' });
    const servicesItem = menu.getByRole('link', { name: 'คำนวณเงินกู้' });
    await expect(aboutItem).toBeHidden();

    await about.click();
    await expect(aboutItem).toBeVisible();
    await expect(about).toHaveAttribute('aria-expanded', 'true');

    await services.click();
    await expect(servicesItem).toBeVisible();
    await expect(aboutItem).toBeHidden();

    await services.click();
    await expect(servicesItem).toBeHidden();

    await services.click();
    await expect(servicesItem).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(servicesItem).toBeHidden();

    await about.click();
    await expect(aboutItem).toBeVisible();
    await page.mouse.move(1200, 700);
    await expect(aboutItem).toBeHidden();

    await about.click();
    await expect(aboutItem).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(aboutItem).toBeHidden();

    await services.click();
    await servicesItem.click();
    await expect(page).toHaveURL(/\/loancal$/);
  });

  test('the marquee shows the first note, and the welcome text when there is none', async ({ page }) => {
    const menu = (await (await page.request.get('/api/info/manu')).json()) as MenuData;
    const site = (await (await page.request.get('/api/info/site')).json()) as SiteConfig;
    await page.goto('/home');
    await expect(page.getByTestId('marquee-text')).toHaveText(menu.marquee[0]?.Note ?? '');

    // The one place the server's answer is replaced: the demo always has notes, and the fallback needs none.
    // The rest of the answer is the real server's, fetched above. The board is drawn in the browser (the home
    // page comes drawn by the server, from the real answer), and its layout is the same.
    const fresh = await page.context().newPage();
    await fresh.route('**/api/info/manu', (route) => route.fulfill({ json: { ...menu, marquee: [] } }));
    await fresh.goto('/board');
    await expect(fresh.getByTestId('marquee-text')).toHaveText(site.welcome_text);
  });

  test('the footer shows the opening hours and contacts from the configuration', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('วันจันทร์ - วันศุกร์ เวลา 08.30 - 16.30 น.')).toBeVisible();
    await expect(footer.getByText('หยุดวันหยุดราชการ')).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'ติดต่อสหกรณ์' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu collapses behind a button and its groups open inside it', async ({ page }) => {
    await gotoReady(page, '/home');
    const menu = mainMenu(page);
    const toggle = menu.getByRole('button', { name: 'เมนูหลัก' });
    const about = menu.getByRole('button', { name: 'เกี่ยวกับเรา' });
    await expect(toggle).toBeVisible();
    await expect(about).toBeHidden();

    await toggle.click();
    await expect(about).toBeVisible();
    await about.click();
    await menu.getByRole('link', { name: 'ประวัติสหกรณ์' }).click();
    await expect(page).toHaveURL(/\/show\/\d+$/);
    await expect(about).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'ประวัติสหกรณ์' })).toBeVisible();
  });
});

test.describe('cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'การใช้คุกกี้' });

  test('accepting stores Y for two years and the banner stays away on return', async ({ page, context }) => {
    // Chromium caps any cookie at 400 days, so the two years asked for are read from what the page wrote.
    await page.addInitScript(() => {
      const written: string[] = [];
      (window as unknown as { __cookieWrites: string[] }).__cookieWrites = written;
      const property = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get: () => property?.get?.call(document) as string,
        set: (value: string) => {
          written.push(value);
          property?.set?.call(document, value);
        },
      });
    });
    await page.goto('/home');
    await expect(banner(page).getByRole('link', { name: 'นโยบายคุกกี้' })).toHaveAttribute('href', '/cookie/cookies');
    await expect(banner(page).getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute('href', '/cookie/policy');
    await banner(page).getByRole('button', { name: 'ยอมรับ' }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'acceptCookie');
    expect(cookie?.value).toBe('Y');
    expect(cookie?.path).toBe('/');
    expect(await page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites)).toEqual([
      expect.stringMatching(/^acceptCookie=Y; max-age=63072000; path=\//),
    ]);
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(399 * 86_400);

    await page.reload();
    await expect(page.getByTestId('marquee-text')).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('rejecting stores N, hides the banner for the visit, and asks again on the next visit', async ({ page, context }) => {
    await page.goto('/home');
    await banner(page).getByRole('button', { name: 'ปฏิเสธ' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'acceptCookie')?.value).toBe('N');

    await page.reload();
    await expect(page.getByTestId('marquee-text')).toBeVisible();
    await expect(banner(page)).toBeHidden();

    // a new tab is a new visit: the stored refusal is asked about again
    const nextVisit = await context.newPage();
    await nextVisit.goto('/home');
    await expect(banner(nextVisit)).toBeVisible();
    await nextVisit.close();
  });
});

test('a content list pages through its items with previews cut by an ellipsis', async ({ page }) => {
  await page.goto('/list/1');
  const pager = page.getByRole('navigation', { name: 'เลือกหน้ารายการ' });
  await expect(pager.getByText(/^หน้า 1 จาก \d+$/)).toBeVisible();
  const firstTitles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(firstTitles.length).toBeGreaterThan(0);

  await pager.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/\/list\/1\?page=2$/);
  await expect(pager.getByText(/^หน้า 2 จาก \d+$/)).toBeVisible();
  const secondTitles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(secondTitles.some((t) => firstTitles.includes(t))).toBe(false);
});

test('a missing cover picture falls back to the content type default', async ({ page }) => {
  const show = (await (await page.request.get('/api/info/show/1')).json()) as { item: { cover_image: string; default_image: string; title: string } };
  expect((await page.request.head(show.item.cover_image)).status()).toBe(404);
  await page.goto('/show/1');
  const cover = page.getByRole('img', { name: show.item.title, exact: true });
  await expect(cover).toHaveAttribute('src', show.item.default_image);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a board post with HTML in it is shown as text, and can be answered', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const body = `ทดสอบ <script>window.__boardXss = 1</script> และ <b>ตัวหนา</b>\nบรรทัดที่สอง ${stamp}`;
  await page.goto('/boardPost');
  await page.getByLabel('ชื่อผู้ส่ง').fill('ผู้ทดสอบ');
  await page.getByLabel('หัวข้อ').fill(`คำถาม <b>ทดสอบ</b> ${stamp}`);
  await page.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(page.getByText('กรุณากรอกข้อความ')).toBeVisible();
  await page.getByLabel('ข้อความ').fill(body);
  await page.getByRole('button', { name: 'ส่งคำถาม' }).click();

  await expect(page).toHaveURL(/\/boardShow\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`คำถาม <b>ทดสอบ</b> ${stamp}`);
  const text = page.getByTestId('board-text').first();
  await expect(text).toHaveText(body);
  expect(await text.locator('b, script').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __boardXss?: number }).__boardXss)).toBeUndefined();

  await page.getByLabel('ชื่อผู้ส่ง').fill('ผู้ตอบ');
  await page.getByRole('textbox', { name: 'คำตอบ' }).fill(`คำตอบ ${stamp}`);
  await page.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect(page.getByTestId('board-text').filter({ hasText: `คำตอบ ${stamp}` })).toBeVisible();

  await page.goto('/board');
  const row = page.getByRole('listitem').filter({ hasText: stamp });
  await expect(row.getByText('1 คำตอบ')).toBeVisible();
});

test('a demand appears in the public list without its contact details', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const contact = { name: `ผู้แจ้งลับ ${stamp}`, phone: '0812345678', email: `secret-${stamp}@example.com` };
  await page.goto('/demand');
  await expect(page.getByText('จะไม่แสดงต่อสาธารณะ')).toBeVisible();
  await page.getByLabel('ประเภทเรื่อง').selectOption('suggestion');
  await page.getByLabel('หัวข้อ').fill(`ขอเพิ่มจุดชำระเงิน ${stamp}`);
  await page.getByLabel('ข้อความ').fill('อยากให้มีจุดชำระเงินที่หน่วยเพิ่มขึ้น');
  await page.getByLabel('ชื่อผู้แจ้ง').fill(contact.name);
  await page.getByLabel('หมายเลขโทรศัพท์').fill('12345');
  await page.getByRole('button', { name: 'ส่งเรื่อง' }).click();
  await expect(page.getByText('หมายเลขโทรศัพท์ไม่ถูกต้อง')).toBeVisible();
  await page.getByLabel('หมายเลขโทรศัพท์').fill(contact.phone);
  await page.getByLabel('อีเมล').fill(contact.email);
  await page.getByRole('button', { name: 'ส่งเรื่อง' }).click();

  await expect(page).toHaveURL(/\/showdemand\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`ขอเพิ่มจุดชำระเงิน ${stamp}`);
  await expect(page.getByText('ข้อเสนอแนะ').first()).toBeVisible();
  await expect(page.getByText('สหกรณ์ยังไม่ได้ตอบเรื่องนี้')).toBeVisible();
  for (const secret of Object.values(contact)) await expect(page.getByText(secret)).toHaveCount(0);

  await page.goto('/demand');
  await expect(page.getByRole('link', { name: `ขอเพิ่มจุดชำระเงิน ${stamp}` })).toBeVisible();
  for (const secret of Object.values(contact)) await expect(page.getByText(secret)).toHaveCount(0);
});

test('the loan calculator gives the hand-computed schedules', async ({ page }) => {
  await page.goto('/loancal');
  await page.getByLabel('จำนวนเงินกู้ (บาท)').fill('12,000');
  await page.getByLabel('อัตราดอกเบี้ย (ร้อยละต่อปี)').fill('12');
  await page.getByLabel('จำนวนงวด').fill('3');
  // picked from the lists behind the date field's button, in Buddhist years
  await page.getByRole('button', { name: 'เลือกวันที่' }).click();
  const firstDate = page.getByRole('group', { name: 'เลือกวันที่ชำระงวดแรก' });
  await firstDate.getByLabel('ปี พ.ศ.', { exact: true }).selectOption({ label: '2569' });
  await firstDate.getByLabel('เดือน', { exact: true }).selectOption({ label: 'กุมภาพันธ์' });
  await firstDate.getByLabel('วันที่', { exact: true }).selectOption('1');
  await expect(page.getByLabel('วันที่ชำระงวดแรก', { exact: true })).toHaveValue('01/02/2569');
  await page.getByLabel('ชำระเงินต้นเท่ากันทุกงวด (บวกดอกเบี้ย)').check();
  await page.getByRole('button', { name: 'คำนวณ' }).click();
  // Interest: 122.30 + 73.64 + 40.77 (31, 28 and 31 days), as in calculators.test.ts.
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('4,000.00');
  await expect(rows.nth(1)).toContainText('122.30');
  await expect(rows.nth(2)).toContainText('73.64');
  await expect(rows.nth(3)).toContainText('40.77');
  await expect(page.getByRole('table').locator('tfoot')).toContainText('12,236.71');

  await page.getByLabel('จำนวนเงินกู้ (บาท)').fill('๑๐,๐๐๐');
  await page.getByLabel('จำนวนงวด').fill('2');
  await page.getByLabel('ชำระเท่ากันทุกงวด (เงินต้นรวมดอกเบี้ย)').check();
  await page.getByRole('button', { name: 'คำนวณ' }).click();
  await expect(page.getByTestId('loan-summary')).toContainText('5,075.13');
  await expect(page.getByRole('table').locator('tfoot')).toContainText('10,148.19');
  await expect(page.getByRole('button', { name: 'พิมพ์ตารางผ่อนชำระ' })).toBeVisible();
});

test('the dividend calculator gives the hand-computed dividend and refund', async ({ page }) => {
  await page.goto('/caldividend');
  await page.getByLabel('ทุนเรือนหุ้นยกมาต้นปี (บาท)').fill('100,000');
  await page.getByLabel('ค่าหุ้นรายเดือน (บาท)').fill('1,000');
  await page.getByLabel('อัตราเงินปันผล (ร้อยละต่อปี)').fill('6');
  await page.getByLabel('ดอกเบี้ยเงินกู้ที่ชำระในปี (บาท)').fill('12,000');
  await page.getByLabel('อัตราเงินเฉลี่ยคืน (ร้อยละของดอกเบี้ย)').fill('10');
  await page.getByRole('button', { name: 'คำนวณ' }).click();
  const result = page.getByTestId('dividend-result');
  await expect(result).toContainText('1,266,000.00');
  await expect(result).toContainText('6,330.00');
  await expect(result).toContainText('1,200.00');
  await expect(result).toContainText('7,530.00');
});

test('the election page shows candidates, polling places and past results', async ({ page }) => {
  await page.goto('/election');
  await expect(page.getByRole('heading', { level: 1, name: 'การเลือกตั้ง' })).toBeVisible();
  await expect(page.getByText('หมายเลข 1').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'หน่วยเลือกตั้ง' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ผลการเลือกตั้งที่ผ่านมา' })).toBeVisible();
  // Demo photos are missing on purpose: every candidate picture falls back to the shipped default.
  const photo = page.getByRole('img', { name: /^รูปผู้สมัคร/ }).first();
  await expect(photo).toHaveAttribute('src', /ContentDefault/);
});

test('the terms of use show the text the cooperative published, with its version', async ({ page, request }) => {
  const terms = (await (await request.get('/api/info/terms')).json()) as { body: string; version: number };
  await page.goto('/member/termofconditional');
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อตกลงและเงื่อนไขการใช้บริการ' })).toBeVisible();
  await expect(page.getByText(terms.body.split('\n\n')[0]!)).toBeVisible();
  await expect(page.getByText(new RegExp(`^ฉบับที่ ${terms.version} ปรับปรุงล่าสุด`))).toBeVisible();
  await page.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/member\/logon$/);
});
