import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { CDPSession, Page } from '@playwright/test';
import { freshTotpCode } from './staff-helpers';
import { E2E_PORT } from './test-database';
import { expect, STAFF_PASSWORD, TEST_PASSWORD, test } from './test-data';

/**
 * Passkeys in Chromium with its virtual authenticator (DevTools protocol, decision 074). The portal makes passkeys for
 * http://localhost:PORT only (a browser refuses 127.0.0.1 as a relying party), so these pages are opened there.
 */
const SITE = `http://localhost:${E2E_PORT}`;

/** A platform authenticator on this page's browser: CTAP2, built in, holding discoverable credentials, verifying its user. */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function logInWithPassword(page: Page, membershipNo: string): Promise<void> {
  await page.goto(`${SITE}/member/logon`);
  await page.getByLabel('เลขทะเบียนสมาชิก').fill(membershipNo);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/welcome$/);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/member\/logon$/);
}

test('a member adds a passkey from the home’s offer, signs in with it on the next visit, and removes it on the security page', async ({ page, data }) => {
  test.setTimeout(90_000);
  const no = await data.member();
  const { cdp, id } = await addAuthenticator(page);

  await logInWithPassword(page, no);
  const offer = page.getByRole('region', { name: 'เข้าสู่ระบบด้วยลายนิ้วมือหรือใบหน้า' });
  await offer.getByRole('button', { name: 'เพิ่มพาสคีย์บนอุปกรณ์นี้' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'เพิ่มพาสคีย์เรียบร้อยแล้ว' })).toBeVisible();
  await expect(offer).toBeHidden();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  await logOut(page);
  // the next visit: this device remembers whose passkey it holds
  await page.goto(`${SITE}/member/logon`);
  await expect(page.getByText(`พาสคีย์ของเลขทะเบียน ${no} บนอุปกรณ์นี้`)).toBeVisible();
  await page.getByRole('button', { name: 'ใช้พาสคีย์แทนรหัสผ่าน' }).click();
  await expect(page).toHaveURL(/\/member\/welcome$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'เข้าสู่ระบบแล้ว' })).toBeVisible();

  await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'ความปลอดภัย' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'ความปลอดภัย' })).toBeVisible();
  // the passkeys' own list: the devices signed in are listed on the same page (decision 077)
  const entry = main.getByRole('region', { name: 'พาสคีย์' }).getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('ใช้ล่าสุด');

  await entry.getByRole('button', { name: /^ลบ / }).click();
  const dialog = page.getByRole('dialog', { name: 'ลบพาสคีย์' });
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'ลบพาสคีย์' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('รหัสผ่านไม่ถูกต้อง');
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'ลบพาสคีย์' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('ท่านยังไม่มีพาสคีย์')).toBeVisible();

  // the passkey still on the device signs in no more
  await logOut(page);
  await page.getByRole('button', { name: 'ใช้พาสคีย์แทนรหัสผ่าน' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('ไม่พบพาสคีย์นี้ในระบบ');
  await expect(page).toHaveURL(/\/member\/logon$/);
});

test('a passkey the portal never registered (another authenticator’s) is refused at the logon page, in Thai', async ({ page, data }) => {
  const no = await data.member();
  const { cdp, id } = await addAuthenticator(page);
  // a discoverable credential for this site made elsewhere: its key is one the portal has never seen
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId: id,
    credential: {
      credentialId: randomBytes(16).toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      userHandle: Buffer.from(no).toString('base64'),
      signCount: 0,
    },
  });
  await page.goto(`${SITE}/member/logon`);
  await page.getByRole('button', { name: 'ใช้พาสคีย์แทนรหัสผ่าน' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('ไม่พบพาสคีย์นี้ในระบบ');
  await expect(page).toHaveURL(/\/member\/logon$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a staff user enrols a passkey on their account page and passes the login’s second step with it', async ({ page, data }) => {
  test.setTimeout(90_000);
  const staff = await data.staff('support');
  await addAuthenticator(page);
  const passwordStep = async () => {
    await page.goto(`${SITE}/admin/logon`);
    await page.getByLabel('ชื่อผู้ใช้').fill(staff.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'ถัดไป' }).click();
  };
  await passwordStep();
  await expect(page.getByRole('button', { name: 'ยืนยันด้วยพาสคีย์' })).toBeHidden();
  await page.getByLabel('รหัสยืนยัน 6 หลัก').fill((await freshTotpCode(staff.secret!)).code);
  await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await page.getByRole('link', { name: 'บัญชีของฉัน' }).click();
  await page.getByRole('button', { name: 'เพิ่มพาสคีย์บนอุปกรณ์นี้' }).click();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);

  await page.evaluate(() => localStorage.removeItem('staffuser'));
  await passwordStep();
  await page.getByRole('button', { name: 'ยืนยันด้วยพาสคีย์' }).click();
  await expect(page.getByRole('heading', { name: 'หน้าแรกเจ้าหน้าที่' })).toBeVisible();
});
