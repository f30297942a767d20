import { freshTotpCode, logInAsStaff } from './staff-helpers';
import { STAFF_PASSWORD, expect, test } from './test-data';

test('a staff user enrols an authenticator at the first login, keeps the recovery codes and reaches the console', async ({ page, data }) => {
  const staff = await data.staff('admin', { enrolled: false });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/logon$/);
  await page.getByLabel('ชื่อผู้ใช้').fill(staff.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'ถัดไป' }).click();

  await expect(page.getByRole('heading', { name: 'ตั้งค่าแอปยืนยันตัวตน' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'คิวอาร์โค้ดสำหรับเพิ่มบัญชีในแอปยืนยันตัวตน' }).locator('svg')).toBeVisible();
  // what a phone's authenticator app would show after scanning: the code of the key on the page
  // shown in groups of four for reading; the app is given the key without the spaces
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill((await freshTotpCode(secret)).code);
  await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();

  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'บันทึกรหัสสำรองแล้ว ไปต่อ' }).click();
  await expect(page.getByRole('heading', { name: 'หน้าแรกเจ้าหน้าที่' })).toBeVisible();
  await expect(page.getByText(`สวัสดี เจ้าหน้าที่ ${staff.username} สิทธิ์ของท่าน: ผู้ดูแลระบบ`)).toBeVisible();
});

test('an enrolled staff user is refused a wrong code, then enters with the right one and logs out', async ({ page, data }) => {
  const staff = await data.staff('support');
  await page.goto('/admin/logon');
  await page.getByLabel('ชื่อผู้ใช้').fill(staff.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนขั้นที่สอง' })).toBeVisible();

  const right = (await freshTotpCode(staff.secret!)).code;
  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill(right === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'รหัสยืนยันไม่ถูกต้อง' })).toBeVisible();

  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill((await freshTotpCode(staff.secret!)).code);
  await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(page.getByRole('heading', { name: 'หน้าแรกเจ้าหน้าที่' })).toBeVisible();
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/admin\/logon$/);
});

test('an admin adds a staff account and finds the addition in the audit log', async ({ page, data }) => {
  await logInAsStaff(page, await data.staff('admin'));
  const username = `e2e.${Date.now().toString(36)}`;
  await page.getByRole('navigation', { name: 'เมนูเจ้าหน้าที่' }).getByRole('link', { name: 'บัญชีเจ้าหน้าที่' }).click();
  await page.getByLabel('ชื่อผู้ใช้ (อังกฤษตัวเล็ก ตัวเลข . _ -)').fill(username);
  await page.getByLabel('ชื่อที่แสดง').fill('เจ้าหน้าที่ทดสอบ');
  await page.getByLabel('สิทธิ์', { exact: true }).selectOption('editor');
  await page.getByLabel('รหัสผ่านแรกเข้า').fill('ช้างเผือกกินกล้วยหอม');
  await page.getByRole('button', { name: 'เพิ่มบัญชี' }).click();
  await expect(page.getByText(`เจ้าหน้าที่ทดสอบ (${username})`)).toBeVisible();

  await page.getByRole('navigation', { name: 'เมนูเจ้าหน้าที่' }).getByRole('link', { name: 'บันทึกการใช้งาน' }).click();
  await page.getByLabel('เป้าหมาย (เลขทะเบียนสมาชิก ชื่อผู้ใช้ หรือเลขที่เนื้อหา)').fill(username);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`target=${username.replace('.', '\\.')}`));
  await expect(page.getByRole('region', { name: 'บันทึกการใช้งาน ใหม่สุดก่อน' })).toContainText(`สร้างบัญชีเจ้าหน้าที่ ${username} บทบาทผู้จัดการเนื้อหา`);
});
