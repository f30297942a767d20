import { expectSessionEndedAtLogon, logIn, revokeOnServer, storedToken } from './member-helpers';
import { TEST_PASSWORD, type TestData, expect, test } from './test-data';

/** A member of the test's own, with the name the header and the status page show. */
const somsri = (data: TestData) => data.member({ prename: 'นาง', first_name: 'สมศรี', last_name: 'รักเรียน' });

const deadSession = {
  rc_code: '1',
  rc_des: 'เข้าสู่ระบบแล้ว',
  token: 'a-token-the-server-never-issued',
  expires_at: '2099-01-01T00:00:00.000Z',
  user: { membership_no: '9999999', prename: 'จ.ส.อ.', member_name: 'สมชาย', member_surname: 'ใจดี' },
};

test('a protected route while logged out lands on /member/logon', async ({ page }) => {
  await page.goto('/member/status');
  await expect(page).toHaveURL(/\/member\/logon$/);
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบสมาชิก' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('logout returns to /member/logon and the member pages are no longer reachable', async ({ page, data }) => {
  await logIn(page, await data.member());
  const token = await storedToken(page);

  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();

  await expect(page).toHaveURL(/\/member\/logon$/);
  await expect(page.getByText('ออกจากระบบเรียบร้อยแล้ว')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  const check = await page.request.post('/api/member/auth/getAuthUser', { headers: { Authorization: `Bearer ${token}` } });
  expect(check.status()).toBe(400);

  await page.goto('/member/status');
  await expect(page).toHaveURL(/\/member\/logon$/);
});

test('a stored token the server does not know shows the alert and returns to the login page', async ({ page }) => {
  await page.addInitScript((session) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('user', JSON.stringify(session));
    }
  }, deadSession);
  await page.goto('/member/status');
  await expectSessionEndedAtLogon(page);
});

test('the loading screen sends a dead session to the login page with the alert', async ({ page }) => {
  await page.addInitScript((session) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('user', JSON.stringify(session));
    }
  }, deadSession);
  await page.goto('/load');
  await expectSessionEndedAtLogon(page);
});

test('the loading screen sends a live session to the member home and no session to /member/logon', async ({ page, data }) => {
  await page.goto('/load');
  await expect(page).toHaveURL(/\/member\/logon$/);

  await logIn(page, await data.member());
  await page.goto('/load');
  await expect(page).toHaveURL(/\/member\/welcome$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a session revoked on the server while the page is open ends at the next protected page', async ({ page, data }) => {
  await logIn(page, await data.member());
  await revokeOnServer(page, await storedToken(page));

  await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' }).click();

  await expectSessionEndedAtLogon(page);
});

test('a 401 from a member call in the middle of a page ends the session', async ({ page, data }) => {
  await logIn(page, await data.member());
  await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(page.getByLabel('รหัสผ่านเดิม')).toBeVisible();
  await revokeOnServer(page, await storedToken(page));

  await page.getByLabel('รหัสผ่านเดิม').fill(TEST_PASSWORD);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Fresh-Lamp-Rain-42');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Fresh-Lamp-Rain-42');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();

  await expectSessionEndedAtLogon(page);
});

test('a stored record holding only a token is a session: the member pages and header show the member (spec 3, 6)', async ({ page, data }) => {
  const no = await somsri(data);
  const login = await page.request.post('/api/member/auth/login', { data: { membership_no: no, mem_password: TEST_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((record) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('user', JSON.stringify(record));
    }
  }, { token });

  await page.goto('/member/share');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { name: 'ทุนเรือนหุ้น', level: 1 })).toBeVisible();
  await expect(header.getByText('นางสมศรี รักเรียน').first()).toBeVisible();
  await expect(header.getByText(no).first()).toBeVisible();
  await expect(page.getByText('ขออภัย หน้านี้ไม่สามารถใช้งานได้ชั่วคราว')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'ข้อมูลส่วนตัว' }).click();
  await expect(page).toHaveURL(/\/member\/status$/);
  const main = page.getByRole('main');
  await expect(main.getByText('นางสมศรี รักเรียน')).toBeVisible();
  await expect(main.getByText(no)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBe(JSON.stringify({ token }));
});
