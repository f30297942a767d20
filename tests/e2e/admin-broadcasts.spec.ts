import { logInAsStaff } from './staff-helpers';
import { expect, test } from './test-data';

test('support writes a broadcast to a group, cannot approve it, an admin approves it and it is sent to the group’s three members', async ({ browser, page, data }) => {
  const groups = await data.billedGroups();
  await logInAsStaff(page, await data.staff('support'));
  await page.goto('/admin/broadcasts');
  await page.getByLabel('หัวข้อข่าว').fill('ประชุมหน่วยงาน');
  await page.getByLabel('ข้อความข่าว').fill('ขอเชิญสมาชิกประชุมวันศุกร์นี้');
  await page.getByLabel('หน่วยงานและหน่วยงานย่อย').check();
  await page.getByLabel('รหัสหน่วยงาน').fill(groups.main);
  // the main group's three members, in its two units
  await expect(page.getByText('สมาชิก 3 คน')).toBeVisible();
  await page.getByRole('button', { name: 'บันทึกร่าง' }).click();
  const item = page.locator('li', { hasText: 'ประชุมหน่วยงาน' }).first();
  await item.getByRole('button', { name: 'ส่งให้อนุมัติ' }).click();
  await expect(item.getByText('ต้องให้เจ้าหน้าที่อีกคนอนุมัติ')).toBeVisible();
  await expect(item.getByRole('button', { name: 'อนุมัติและส่ง' })).toHaveCount(0);

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await other.newPage();
  await logInAsStaff(admin, await data.staff('admin'));
  await admin.goto('/admin/broadcasts');
  await admin.getByRole('tab', { name: 'อนุมัติและประวัติ' }).click();
  const waiting = admin.locator('li', { hasText: 'ประชุมหน่วยงาน' }).first();
  await waiting.getByRole('button', { name: 'อนุมัติและส่ง' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'อนุมัติและส่ง' }).click();
  // the server's job worker sends it; the history shows it sent with its three inbox entries
  await expect
    .poll(
      async () => {
        await admin.reload();
        await admin.getByRole('tab', { name: 'อนุมัติและประวัติ' }).click();
        return admin.locator('li', { hasText: 'ประชุมหน่วยงาน' }).first().getByText('สมาชิก 3 คน').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await other.close();
});

test('the console menu marks the page staff are on, /admin/notifications as its broadcasts entry, visibly', async ({ page, data }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInAsStaff(page, await data.staff('admin'));
  const menu = page.getByRole('navigation', { name: 'เมนูเจ้าหน้าที่' });
  const marked = menu.locator('[aria-current="page"]');

  await page.goto('/admin/notifications');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveText('ส่งข่าวและการแจ้งเตือน');
  const look = (link: typeof marked) => link.evaluate((el) => ({ weight: getComputedStyle(el).fontWeight, background: getComputedStyle(el).backgroundColor }));
  const other = await look(menu.getByRole('link', { name: 'งานเบื้องหลัง' }));
  const current = await look(marked);
  expect(Number(current.weight)).toBeGreaterThanOrEqual(700);
  expect(current.background).not.toBe(other.background);

  // every entry, followed from the menu, is the one marked on its page, in sight: not under the menu's sticky foot
  const inSight = () => marked.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  const entries = await menu.getByRole('link').evaluateAll((links) => links.map((a) => ({ name: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
  for (const { name, href } of entries.filter((e) => e.href.startsWith('/admin'))) {
    await page.goto(href);
    await expect(marked, href).toHaveText(name);
    expect(await inSight(), href).toBe(true);
  }
});
