import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './accessibility';
import { OWN_PORTAL_URL, type OwnPortal, startOwnPortal } from './own-portal';
import { DEMO_PASSWORD } from './member-helpers';

/**
 * The logon page with reCAPTCHA configured and without. The machine has no internet, so a local server stands in for
 * Google: it serves a widget script that draws one button and answers the verify calls; the portal with reCAPTCHA
 * runs on its own port (own-portal.ts) with RECAPTCHA_SCRIPT_URL and RECAPTCHA_VERIFY_URL pointing there.
 */
const BASE = OWN_PORTAL_URL;
const SITE_KEY = 'site-key-e2e';
const MEMBER = '0000042';
const NOT_A_ROBOT = 'ฉันไม่ใช่โปรแกรมอัตโนมัติ';
const ASK_FOR_RECAPTCHA = 'กรุณายืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติ แล้วลองอีกครั้ง';

// draws a button whose click answers "answer-<site key>", then calls the page's onload function as Google's does
const WIDGET_SCRIPT = `
window.grecaptcha = {
  render(container, params) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = ${JSON.stringify(NOT_A_ROBOT)};
    button.onclick = () => params.callback('answer-' + params.sitekey);
    container.append(button);
    return 0;
  },
};
const onload = new URL(document.currentScript.src).searchParams.get('onload');
if (onload) window[onload]();
`;

let fake: http.Server;
const verified: string[] = [];
let portal: OwnPortal | undefined;
let workDir = '';

function startFakeGoogle(): Promise<number> {
  fake = http.createServer((req, res) => {
    if (req.url?.startsWith('/api.js')) {
      res.setHeader('content-type', 'text/javascript');
      res.end(WIDGET_SCRIPT);
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      verified.push(params.get('response') ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: params.get('secret') === 'secret-e2e' && params.get('response') === `answer-${SITE_KEY}` }));
    });
  });
  return new Promise((resolve) => fake.listen(0, '127.0.0.1', () => resolve((fake.address() as AddressInfo).port)));
}

test.describe('logon page with reCAPTCHA configured', () => {
  test.use({ baseURL: BASE });

  test.beforeAll(async () => {
    // the portal seeds its demo data at first start, which takes long on a busy machine; a hook has its own timeout
    test.setTimeout(240_000);
    const fakePort = await startFakeGoogle();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-e2e-recaptcha-'));
    portal = await startOwnPortal({
      DATA_DIR: path.join(workDir, 'data'),
      RECAPTCHA_SECRET: 'secret-e2e',
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_SCRIPT_URL: `http://127.0.0.1:${fakePort}/api.js?render=explicit`,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${fakePort}/verify`,
      // the test plays attackers at other addresses through X-Forwarded-For, as if it were our proxy
      TRUST_PROXY: '1',
      // the demo members log in here; on PostgreSQL the portal seeds only when asked
      SEED_DEMO: '1',
    }, undefined, { freshPostgres: true });
  });

  test.afterAll(async () => {
    await portal?.stop();
    await new Promise((resolve) => fake.close(resolve));
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('shows the widget and sends its answer with the login', async ({ page }) => {
    await page.goto('/member/logon');
    await page.getByRole('button', { name: NOT_A_ROBOT }).click();
    await page.getByLabel('เลขทะเบียนสมาชิก').fill('0000043');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_PASSWORD);
    const sent = page.waitForRequest('**/api/member/auth/login');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ membership_no: '0000043', recaptcha: `answer-${SITE_KEY}` });
    await expect(page).toHaveURL(/\/member\/welcome$/);
  });

  test('past the account-wide limit, the member gets in with the widget answered', async ({ page }) => {
    // 20 wrong passwords from four other addresses: each pair within its limit, the account at its own
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
      for (let i = 0; i < 5; i++) {
        const res = await page.request.post('/api/member/auth/login', {
          headers: { 'x-forwarded-for': address },
          data: { membership_no: MEMBER, mem_password: 'wrong-password' },
        });
        expect(res.status()).toBe(401);
      }
    }

    await page.goto('/member/logon');
    await page.getByLabel('เลขทะเบียนสมาชิก').fill(MEMBER);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(ASK_FOR_RECAPTCHA);

    await page.getByRole('button', { name: NOT_A_ROBOT }).click();
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(/\/member\/welcome$/);
    expect(verified).toContain(`answer-${SITE_KEY}`);
  });
});

test.describe('logon page without reCAPTCHA', () => {
  test('shows no widget, loads no script and logs the member in', async ({ page }) => {
    const site = await (await page.request.get('/api/info/site')).json();
    expect(site).not.toHaveProperty('recaptcha');
    await page.goto('/member/logon');
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบสมาชิก' })).toBeVisible();
    await expect(page.getByTestId('recaptcha')).toHaveCount(0);
    expect(await page.evaluate(() => 'grecaptcha' in window)).toBe(false);
    await page.getByLabel('เลขทะเบียนสมาชิก').fill('0000044');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(DEMO_PASSWORD);
    const sent = page.waitForRequest('**/api/member/auth/login');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    expect((await sent).postDataJSON()).not.toHaveProperty('recaptcha');
    await expect(page).toHaveURL(/\/member\/welcome$/);
  });
});
