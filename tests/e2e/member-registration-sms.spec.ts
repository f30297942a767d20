import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OWN_PORTAL_URL, type OwnPortal, startOwnPortal } from './own-portal';
import { CHOSEN, FACTS, fillProof } from './registration-helpers';
import { SmsGatewayDouble } from './support/server';
import { expect, test } from './test-data';
import { E2E_PORT, NEEDS_POSTGRES, e2eDatabaseUrl } from './test-database';

/**
 * Registration where the cooperative sends SMS: a portal of its own (own-portal.ts) on the suite's database, with
 * SMS_GATEWAY_URL pointing at an HTTP gateway in this process that speaks ThaiBulkSMS's API and keeps what it was sent.
 */
const gateway = new SmsGatewayDouble();
let portal: OwnPortal | undefined;
let workDir = '';
let nextPhone = 100 + Math.floor(Math.random() * 800);

test.use({ baseURL: OWN_PORTAL_URL });

test.beforeAll(async () => {
  const databaseUrl = e2eDatabaseUrl(E2E_PORT);
  test.skip(!databaseUrl, NEEDS_POSTGRES);
  test.setTimeout(240_000);
  const sms = await gateway.start();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-e2e-sms-'));
  portal = await startOwnPortal({
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(workDir, 'data'),
    SMS_GATEWAY_URL: sms.url,
    SMS_GATEWAY_KEY: sms.key,
    SMS_GATEWAY_SECRET: sms.secret,
    SMS_SENDER: sms.sender,
  });
});

test.afterAll(async () => {
  await portal?.stop();
  await gateway.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

const phoneOfItsOwn = () => `089-555-${String(nextPhone++).padStart(4, '0')}`;
const codeTextedTo = (phone: string) => /\b([0-9]{6})\b/.exec(gateway.textsTo(phone).at(-1) ?? '')?.[1] ?? '';

test('a member registers with the code texted to the mobile number on file', async ({ page, data }) => {
  const phone = phoneOfItsOwn();
  const no = await data.member({ phone }, { registered: false });
  await page.goto('/member/register');
  await fillProof(page, no, { ...FACTS, mobile: phone });
  await page.getByRole('checkbox', { name: /ข้าพเจ้าได้อ่านและยอมรับ/ }).check();
  await page.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();

  // the masked number, and the code box focused for the member to type into
  await expect(page.getByRole('status').filter({ hasText: 'ทาง SMS' })).toHaveText(
    `ส่งรหัสยืนยัน 6 หลักทาง SMS ไปที่หมายเลข 08x-xxx-${phone.slice(-4)} แล้ว กรุณากรอกรหัสภายใน 5 นาที`,
  );
  const codeBox = page.getByLabel('รหัสยืนยัน 6 หลักจาก SMS');
  await expect(codeBox).toBeFocused();
  const [text] = gateway.textsTo(phone);
  expect(text).not.toMatch(/https?:|www\./);

  await codeBox.fill(codeTextedTo(phone));
  await page.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/welcome$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Success' })).toContainText('ลงทะเบียนใช้งานเรียบร้อยแล้ว');
});

test('a wrong texted code is refused, and the refusal points at the code box', async ({ page, data }) => {
  const phone = phoneOfItsOwn();
  const no = await data.member({ phone }, { registered: false });
  await page.goto('/member/register');
  await fillProof(page, no, { ...FACTS, mobile: phone });
  await page.getByRole('checkbox', { name: /ข้าพเจ้าได้อ่านและยอมรับ/ }).check();
  await page.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
  const codeBox = page.getByLabel('รหัสยืนยัน 6 หลักจาก SMS');
  await expect(codeBox).toBeFocused();

  await codeBox.fill(codeTextedTo(phone) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'กรุณาตรวจสอบ SMS' })).toHaveCount(1);
  await page.getByTestId('refusal-help').getByRole('button', { name: 'รหัสยืนยัน 6 หลัก' }).click();
  await expect(codeBox).toBeFocused();
  await expect(page).toHaveURL(/\/member\/register$/);
});

test('a member who forgot the password sets a new one with the texted code', async ({ page, data }) => {
  const phone = phoneOfItsOwn();
  const no = await data.member({ phone });
  await page.goto('/member/forget');
  await fillProof(page, no, { ...FACTS, mobile: phone });
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  // the code was texted before the answer that shows its box
  const codeBox = page.getByLabel('รหัสยืนยัน 6 หลักจาก SMS');
  await expect(codeBox).toBeFocused();
  await codeBox.fill(codeTextedTo(phone));
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await expect(page).toHaveURL(/\/member\/logon$/);
  await page.getByLabel('เลขทะเบียนสมาชิก').fill(no);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(CHOSEN);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/member\/welcome$/);
});
