import { logInAsStaff } from './staff-helpers';
import { TEST_PASSWORD, expect, test } from './test-data';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.beforeEach(async ({ page }) => {
  // the console asks in its own dialog: a call of the browser's confirm() is recorded, and the test fails on it
  await page.addInitScript(() => {
    (window as unknown as { __confirms: number }).__confirms = 0;
    window.confirm = () => {
      (window as unknown as { __confirms: number }).__confirms += 1;
      return true;
    };
  });
});
test.afterEach(async ({ page }) => {
  expect(await page.evaluate(() => (window as unknown as { __confirms: number }).__confirms)).toBe(0);
});

test('an admin adds a member group, makes its login, copies the password, and reads both in the audit log in Thai', async ({ page, context, data }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await data.staff('admin');
  await logInAsStaff(page, admin);
  // 18 entries under their headings, and logout in view on a 1280×800 screen
  const menu = page.getByRole('navigation', { name: 'เมนูเจ้าหน้าที่' });
  await expect(menu.getByRole('heading', { name: 'บริการสมาชิก' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'ออกจากระบบ' })).toBeInViewport();

  const groupNo = `E${Date.now().toString(36).slice(-8)}`;
  await menu.getByRole('link', { name: 'บัญชีหน่วยงาน' }).click();
  await page.getByRole('button', { name: 'เพิ่มหน่วยงาน' }).click();
  await page.getByLabel('รหัสหน่วยงาน', { exact: true }).fill(groupNo);
  await page.getByLabel('ชื่อหน่วยงาน', { exact: true }).fill('หน่วยเปิดใหม่ทดสอบ');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `เพิ่มหน่วยงานรหัส ${groupNo} เรียบร้อยแล้ว` })).toBeVisible();
  await page.getByRole('button', { name: 'สร้างบัญชี หน่วยเปิดใหม่ทดสอบ' }).click();
  await page.getByRole('button', { name: 'บันทึก' }).click();
  const password = (await page.getByTestId('generated-password').textContent()) ?? '';
  expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{4}(-[A-HJ-NP-Za-km-z2-9]{4}){2}$/);
  await page.getByRole('button', { name: 'คัดลอกรหัสผ่าน' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'คัดลอกแล้ว' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await expect(page.getByRole('button', { name: 'พิมพ์รหัสผ่าน' })).toBeVisible();
  await page.getByRole('button', { name: 'เสร็จแล้ว' }).click();

  await menu.getByRole('link', { name: 'บันทึกการใช้งาน' }).click();
  await page.getByLabel('การกระทำ', { exact: true }).selectOption({ label: 'ทุกรายการในบัญชีหน่วยงาน' });
  await page.getByLabel('เป้าหมาย (เลขทะเบียนสมาชิก ชื่อผู้ใช้ หรือเลขที่เนื้อหา)').fill(groupNo);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  const log = page.getByRole('region', { name: 'บันทึกการใช้งาน ใหม่สุดก่อน' });
  await expect(log).toContainText(new RegExp(`เจ้าหน้าที่ ${admin.username} สร้างหน่วยงาน ${groupNo} "หน่วยเปิดใหม่ทดสอบ" เวลา \\d{2}\\.\\d{2} น\\.`));
  await expect(log).toContainText(`เจ้าหน้าที่ ${admin.username} สร้างบัญชีของหน่วยงาน ${groupNo} (ระบบสร้างรหัสผ่านให้)`);
  await expect(log).toContainText(/\d{1,2} [ก-๙.]+ 25\d\d/);
  await expect(log).not.toContainText(/[{}]|\/api\/|member_group\./);
});

test('a support user looks through a member’s view: the menu stays clickable under the banner, the end returns to the member', async ({ page, data }) => {
  const no = await data.member({ first_name: 'ดูแทน', last_name: 'ไทยล้วน' });
  // the member's own session on a phone, which support sees by its device's name
  const login = await page.request.post('/api/member/auth/login', { data: { membership_no: no, mem_password: TEST_PASSWORD }, headers: { 'user-agent': ANDROID_CHROME } });
  expect(login.status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInAsStaff(page, await data.staff('support'));
  await page.goto(`/admin/members?no=${no}`);
  await expect(page.getByText(/Chrome บน Android/).first()).toBeVisible();
  await page.getByLabel('เหตุผลที่ต้องเข้าดู').fill('สมาชิกโทรถามยอดเงินกู้');
  await page.getByRole('button', { name: 'เปิดหน้าจอของสมาชิก' }).click();
  await expect(page).toHaveURL(/\/member\//);
  const banner = page.getByRole('status').filter({ hasText: 'กำลังดูหน้าจอแทนสมาชิก' });
  await expect(banner).toBeVisible();

  // 1280: the side menu starts under the header and its banner; its first entry takes the click
  const memberMenu = page.getByRole('navigation', { name: 'เมนูสมาชิก' });
  const first = memberMenu.getByRole('link').first();
  await first.click({ trial: true });
  const bannerBox = (await banner.boundingBox())!;
  expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
  // 390: the drawer opens over the banner, and its entries are clickable
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await memberMenu.getByRole('link').first().click({ trial: true });
  await page.getByRole('button', { name: 'ปิดเมนู', exact: true }).click();

  await banner.getByRole('button', { name: 'จบการดูแทน' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'จบการดูแทนแล้ว' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/members\\?no=${no}$`));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'ปลดล็อกการเข้าสู่ระบบ' }).click();
  const ask = page.getByRole('dialog', { name: 'โปรดยืนยัน' });
  await ask.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(ask).toHaveCount(0);
});
