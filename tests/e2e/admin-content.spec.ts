import { logInAsStaff } from './staff-helpers';
import { expect, test } from './test-data';

// Each test takes its change off the public site again: the other specs read the demo's home page and menu.

test('an editor writes a news item, previews it and sees it on /home at once', async ({ page, data }) => {
  await logInAsStaff(page, await data.staff('editor'));
  await page.getByRole('link', { name: 'ข่าวสารและเนื้อหา' }).first().click();
  await page.getByRole('link', { name: 'เพิ่มข่าวสาร' }).click();
  const title = `ข่าวทดสอบ ${Date.now()}`;
  await page.getByRole('textbox', { name: 'หัวข้อ', exact: true }).fill(title);
  const body = page.getByRole('textbox', { name: 'เนื้อหา' });
  await body.click();
  await page.keyboard.type('สหกรณ์ขอแจ้งข่าวดี');
  await page.getByRole('button', { name: 'ตัวหนา' }).click();
  await page.keyboard.type(' สำคัญมาก');

  await page.getByRole('button', { name: 'ดูตัวอย่างก่อนเผยแพร่' }).click();
  const preview = page.getByRole('region', { name: 'ตัวอย่างตามที่จะแสดงบนเว็บไซต์' });
  await expect(preview.locator('strong')).toHaveText('สำคัญมาก');

  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('บันทึกเรียบร้อยแล้ว')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/\d+$/);
  const id = /\/admin\/content\/(\d+)$/.exec(page.url())?.[1];

  await page.goto('/home');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.goto(`/show/${id}`);
  await expect(page.locator('article strong')).toHaveText('สำคัญมาก');

  await page.goto(`/admin/content/${id}`);
  await page.getByRole('button', { name: 'ลบ', exact: true }).click();
  await page.getByRole('dialog', { name: 'โปรดยืนยัน' }).getByRole('button', { name: 'ลบ', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByText(title)).toHaveCount(0);
});

test('an editor adds a menu item and a marquee note and sees both on the public layout', async ({ page, data }) => {
  await logInAsStaff(page, await data.staff('editor'));
  const name = `เมนูทดสอบ${Date.now() % 100_000}`;
  await page.goto('/admin/menu');
  await page.getByRole('button', { name: 'เพิ่มเมนู', exact: true }).click();
  await page.getByLabel('ชื่อเมนู').fill(name);
  await page.getByLabel('ลิงก์ (เช่น /board หรือ https://…)').fill('/board');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText(name)).toBeVisible();

  const note = `ประกาศทดสอบ ${Date.now()}`;
  await page.goto('/admin/marquee');
  await page.getByRole('button', { name: 'เพิ่มข้อความ' }).click();
  await page.getByLabel('ข้อความ', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  const up = page.getByRole('button', { name: `เลื่อนขึ้น ${note}` });
  // to the top, where the band shows it: one place per press, the list read again after each
  await expect(async () => {
    if (await up.isEnabled()) await up.click();
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(note, { timeout: 1_000 });
  }).toPass();

  await page.goto('/home');
  await expect(page.getByTestId('marquee-text')).toContainText(note);
  await expect(page.getByRole('navigation').getByRole('link', { name }).first()).toBeAttached();

  await page.goto('/admin/marquee');
  await page.getByRole('button', { name: `ลบ ${note}` }).click();
  await page.getByRole('dialog', { name: 'โปรดยืนยัน' }).getByRole('button', { name: 'ลบ', exact: true }).click();
  await expect(page.getByText(note)).toHaveCount(0);
  await page.goto('/admin/menu');
  await page.getByRole('button', { name: `ลบ ${name}` }).click();
  await page.getByRole('dialog', { name: 'โปรดยืนยัน' }).getByRole('button', { name: 'ลบ', exact: true }).click();
  await expect(page.getByText(name)).toHaveCount(0);
});

test("an editor picks a category's background from spec 3's fourteen, and its topic list shows it", async ({ page, data }) => {
  await logInAsStaff(page, await data.staff('editor'));
  const name = `วิดีโอทดสอบ${Date.now() % 100_000}`;
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'เพิ่มหมวด', exact: true }).click();
  await page.getByLabel('ชื่อหมวด').fill(name);
  // each select's label holds its options' text, and "ตามชนิดเนื้อหา" is one of the background's
  await page.locator('select[name="content_type"]').selectOption('default');
  // kept off the home page, which the other specs read
  await page.getByLabel('จำนวนที่แสดงหน้าแรก').fill('0');
  await page.locator('select[name="background"]').selectOption({ label: 'วิดีโอ' });
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('ภาพพื้นหลังหัวเรื่อง: วิดีโอ')).toBeVisible();

  const viewOnSite = page.getByRole('listitem').filter({ hasText: name }).getByRole('link', { name: 'ดูบนเว็บไซต์' });
  await page.goto((await viewOnSite.getAttribute('href'))!);
  const band = page.getByRole('heading', { level: 1, name }).locator('..');
  await expect(band).toHaveCSS('background-image', /\/images\/content-background\/video\.svg/);
});
