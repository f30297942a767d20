import { logInAsStaff } from './staff-helpers';
import { TEST_PASSWORD, expect, test } from './test-data';

const REFUSED = 'ขณะเข้าดูแทนสมาชิก ไม่สามารถเปลี่ยนรหัสผ่าน';

test('a support user finds a locked member, sees why, and unlocks the account', async ({ page, data }) => {
  const no = await data.member({ first_name: 'ล็อกไว้', last_name: 'ทดสอบปลดล็อก' });
  const login = (password: string) => page.request.post('/api/member/auth/login', { data: { membership_no: no, mem_password: password } });
  // the sixth wrong password from one address locks the pair (decision 015)
  for (let i = 0; i < 6; i++) await login('Wrong-Password-1');
  expect((await login(TEST_PASSWORD)).status()).toBe(429);

  await logInAsStaff(page, await data.staff('support'));
  await page.getByRole('navigation', { name: 'เมนูเจ้าหน้าที่' }).getByRole('link', { name: 'ช่วยเหลือสมาชิก' }).click();
  await page.getByLabel('เลขทะเบียนสมาชิก หรือชื่อ-นามสกุล').fill('ล็อกไว้ ปลดล็อก');
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await page.getByRole('link', { name: /ล็อกไว้ ทดสอบปลดล็อก/ }).click();
  await expect(page.getByText(/^เข้าสู่ระบบ: รหัสผ่านผิดจากเครื่องเดียวกัน \(ผิด \d+ ครั้ง\)/)).toBeVisible();

  await page.getByRole('button', { name: 'ปลดล็อกการเข้าสู่ระบบ' }).click();
  await page.getByRole('dialog', { name: 'โปรดยืนยัน' }).getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'ปลดล็อกการเข้าสู่ระบบของสมาชิกเรียบร้อยแล้ว' })).toBeVisible();
  await expect(page.getByText('ไม่ได้ถูกล็อก')).toBeVisible();
  expect((await login(TEST_PASSWORD)).status()).toBe(200);
});

test('a support user looks through a member’s view with a reason: the banner, the refused password change, the end', async ({ page, data }) => {
  const no = await data.member({ first_name: 'ดูแทน', last_name: 'ทดสอบ' });
  const staff = await data.staff('support');
  await logInAsStaff(page, staff);
  await page.goto(`/admin/members?no=${no}`);
  await page.getByRole('button', { name: 'เปิดหน้าจอของสมาชิก' }).click();
  await expect(page.getByText('กรุณาระบุเหตุผล อย่างน้อย 5 ตัวอักษร')).toBeVisible();
  await page.getByLabel('เหตุผลที่ต้องเข้าดู').fill('สมาชิกโทรแจ้งว่าเห็นยอดหุ้นไม่ตรง');
  await page.getByRole('button', { name: 'เปิดหน้าจอของสมาชิก' }).click();

  await expect(page).toHaveURL(/\/member\/welcome$/);
  const banner = page.getByRole('status').filter({ hasText: 'กำลังดูหน้าจอแทนสมาชิก' });
  await expect(banner).toContainText(staff.username);
  await expect(banner).toContainText('เหตุผล: สมาชิกโทรแจ้งว่าเห็นยอดหุ้นไม่ตรง');
  // the impersonation opens the member home; who it is shows in the header
  await expect(page.getByRole('banner')).toContainText(no);

  await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await page.getByLabel('รหัสผ่านเดิม').fill(TEST_PASSWORD);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Fresh-Lamp-Rain-42');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Fresh-Lamp-Rain-42');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: REFUSED })).toBeVisible();

  await banner.getByRole('button', { name: 'จบการดูแทน' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'จบการดูแทนแล้ว' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/members\\?no=${no}$`));
  await expect(page.getByRole('heading', { name: 'ช่วยเหลือสมาชิก' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a desktop notification picked by part of its content’s title reaches an open page, and its click opens that content', async ({ browser, page, data }) => {
  const itemId = await data.contentItem({ title: 'เปิดรับสมัครทุนการศึกษาบุตรสมาชิก ประจำปี 2570', body: 'ยื่นใบสมัครได้ที่สำนักงานสหกรณ์ทุกวันทำการ' });
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await visitor.grantPermissions(['notifications']);
  // headless Chromium shows no notifications: record what the page asks for, in the real API's shape
  await visitor.addInitScript(() => {
    const shown: { text: string; instance: { onclick: (() => void) | null } }[] = [];
    (window as unknown as { __notifications: typeof shown }).__notifications = shown;
    class RecordingNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = () => Promise.resolve<NotificationPermission>('granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ text: `${title}|${options?.body ?? ''}`, instance: this });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
  });
  const home = await visitor.newPage();
  const subscribed = home.waitForResponse((r) => r.url().endsWith('/api/info/notifications'));
  await home.goto('/home');
  await subscribed;

  await logInAsStaff(page, await data.staff('support'));
  await page.goto('/admin/notifications');
  await page.getByLabel('หัวข้อ').fill('ประกาศจากสหกรณ์');
  await page.getByLabel('ข้อความ').fill('เปิดรับสมัครทุนการศึกษาแล้ว');
  await page.getByRole('combobox', { name: 'เนื้อหาที่เปิดเมื่อกดการแจ้งเตือน' }).pressSequentially('ทุนการศึกษาบุตร');
  await page.getByRole('option', { name: /เปิดรับสมัครทุนการศึกษาบุตรสมาชิก ประจำปี 2570/ }).click();
  await expect(page.getByText(`กดการแจ้งเตือนแล้วจะเปิดหน้า /show/${itemId}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'ตัวอย่าง' })).toContainText('ยื่นใบสมัครได้ที่สำนักงานสหกรณ์ทุกวันทำการ');
  await page.getByRole('button', { name: 'ส่งการแจ้งเตือน' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'ส่งการแจ้งเตือนไปยังผู้ที่เปิดเว็บไซต์อยู่เรียบร้อยแล้ว' })).toBeVisible();

  const shownOnHome = () => home.evaluate(() => (window as unknown as { __notifications: { text: string }[] }).__notifications.map((n) => n.text));
  await expect.poll(shownOnHome).toContain('ประกาศจากสหกรณ์|เปิดรับสมัครทุนการศึกษาแล้ว');
  await home.evaluate(() =>
    (window as unknown as { __notifications: { text: string; instance: { onclick: (() => void) | null } }[] }).__notifications
      .find((n) => n.text.startsWith('ประกาศจากสหกรณ์|'))
      ?.instance.onclick?.(),
  );
  await expect(home).toHaveURL(new RegExp(`/show/${itemId}$`));
  await expect(home.getByRole('heading', { level: 1, name: 'เปิดรับสมัครทุนการศึกษาบุตรสมาชิก ประจำปี 2570' })).toBeVisible();
  await visitor.close();
});
