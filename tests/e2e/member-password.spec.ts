import { buddhistYear } from '@coop/thai-format';
import { type Page } from '@playwright/test';
import { feed } from './member-data';
import { logIn, storedToken } from './member-helpers';
import { TEST_PASSWORD, expect, test } from './test-data';

// The e2e server seeds its own demo members and no route creates one, so each test here takes a member no other
// browser test uses.
const GUESSABLE = 'รหัสผ่านเดาง่ายเกินไป กรุณาตั้งให้ยาวขึ้น หรือใช้หลายคำที่ไม่เกี่ยวข้องกัน';
const PERSONAL = 'รหัสผ่านต้องไม่ประกอบด้วยเลขทะเบียนสมาชิก เลขประจำตัวประชาชน หรือวันเกิด';

async function openPasswordPage(page: Page) {
  await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await expect(page.getByRole('heading', { name: 'เปลี่ยนรหัสผ่าน' })).toBeVisible();
}

/** Records whether the page asks the server to change the password. */
function watchChangeRequests(page: Page): () => boolean {
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/member/member_pass')) sent = true;
  });
  return () => sent;
}

const newPassword = (page: Page) => page.getByLabel('รหัสผ่านใหม่', { exact: true });

test('a member changes the password and logs in with the new one', async ({ page, data }) => {
  const next = 'Coop5Newpass';
  const no = await data.member();
  await logIn(page, no);
  await openPasswordPage(page);

  await page.getByLabel('รหัสผ่านเดิม').fill(TEST_PASSWORD);
  await newPassword(page).fill(next);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(next);
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Success' });
  await expect(toast).toContainText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');
  await expect(page.getByLabel('รหัสผ่านเดิม')).toHaveValue('');

  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/member\/logon$/);
  await logIn(page, no, next);
  await expect(page.getByRole('banner')).toContainText(no);
});

test('a wrong old password gives an Error toast with the server message', async ({ page, data }) => {
  const no = await data.member();
  await logIn(page, no);
  await openPasswordPage(page);

  await page.getByLabel('รหัสผ่านเดิม').fill('Wrong12345');
  await newPassword(page).fill('Fresh-Lamp-Rain-42');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Fresh-Lamp-Rain-42');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Error' });
  await expect(toast).toContainText('รหัสผ่านเดิมไม่ถูกต้อง');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('รหัสผ่านเดิมไม่ถูกต้อง');
});

test('the form refuses a short or mismatched new password before sending it', async ({ page, data }) => {
  const no = await data.member();
  await logIn(page, no);
  await openPasswordPage(page);
  const sent = watchChangeRequests(page);

  await page.getByLabel('รหัสผ่านเดิม').fill(TEST_PASSWORD);
  await newPassword(page).fill('short');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('different1');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();

  // exact: the meter's spoken summary repeats the first message once it has caught up with the typing
  await expect(page.getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร', { exact: true })).toBeVisible();
  await expect(page.getByText('รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน', { exact: true })).toBeVisible();
  await expect(newPassword(page)).toBeFocused();
  expect(sent()).toBe(false);
});

test('the meter shows the strength as the member types, and a guessable password is refused', async ({ page, data }) => {
  const no = await data.member();
  await logIn(page, no);
  await openPasswordPage(page);
  const sent = watchChangeRequests(page);
  const form = page.locator('form');

  await page.getByLabel('รหัสผ่านเดิม').fill(TEST_PASSWORD);
  await newPassword(page).fill('Password1');
  // the meter gives zxcvbn's own reason (decision 047); the field's refusal below is the policy's words
  await expect(form.getByText('ยังใช้ไม่ได้', { exact: true })).toBeVisible();
  // screen readers hear the same, in one sentence, once typing pauses
  await expect(page.locator('#new-password-strength')).toContainText('ความแข็งแรงของรหัสผ่าน: ยังใช้ไม่ได้');

  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('Password1');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await expect(newPassword(page)).toBeFocused();
  await expect(newPassword(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(GUESSABLE, { exact: true })).toHaveCount(1);
  expect(sent()).toBe(false);

  await newPassword(page).fill('ช้างเผือกกินกล้วยหอม');
  await expect(form.getByText('ใช้ได้ (ระดับดีมาก)', { exact: true })).toBeVisible();
  await expect(form.getByText(GUESSABLE, { exact: true })).toHaveCount(0);
});

test("the form refuses the member's birth date in Buddhist years before sending it", async ({ page, data }) => {
  const no = await data.member();
  await logIn(page, no);
  const status = await feed<{ data1: { birth_date: string }[] }>(page.request, await storedToken(page), 'member_status');
  const [year, month, day] = (status.data1[0]?.birth_date ?? '').split('-');
  const typed = `ม้าลาย${day}/${month}/${buddhistYear(Number(year))}`;
  await openPasswordPage(page);
  const sent = watchChangeRequests(page);

  await page.getByLabel('รหัสผ่านเดิม').fill(TEST_PASSWORD);
  await newPassword(page).fill(typed);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(typed);
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();

  await expect(page.locator('form').getByText(PERSONAL, { exact: true })).toBeVisible();
  await expect(newPassword(page)).toBeFocused();
  expect(sent()).toBe(false);
});
