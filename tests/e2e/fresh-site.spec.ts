import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './accessibility';
import { OWN_PORTAL_URL, type OwnPortal, startOwnPortal } from './own-portal';

/**
 * A new cooperative's portal: its own server on an empty embedded database (SEED_DEMO=0, so no demo data), the
 * cooperative described only by the COOP_* variables, as docs/configuration.md says.
 */
const BASE = OWN_PORTAL_URL;
const COOP = {
  COOP_NAME_TH: 'สหกรณ์ออมทรัพย์ครูเชียงราย จำกัด',
  COOP_NAME_EN: 'Chiang Rai Teachers Savings Cooperative, Limited',
  COOP_ADDRESS: '99 ถนนพหลโยธิน ตำบลเวียง อำเภอเมืองเชียงราย จังหวัดเชียงราย 57000',
  COOP_PHONES: '053-711-111, 053-711-112',
  COOP_EMAIL: 'contact@crt-coop.example',
};
// a logo no other page of the portal uses, so the one on screen can only be the configured file
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="48" fill="#0f4c81"/><text x="50" y="62" font-size="36" text-anchor="middle" fill="#fff">ครู</text></svg>';

let portal: OwnPortal | undefined;
let workDir = '';

test.describe('a new cooperative on an empty database', () => {
  test.setTimeout(120_000);
  test.use({ baseURL: BASE });

  test.beforeAll(async () => {
    // a hook's time is its own, not the tests': the portal's start (own-portal.ts) allows for a busy machine
    test.setTimeout(240_000);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-e2e-fresh-'));
    const logoFile = path.join(workDir, 'logo.svg');
    fs.writeFileSync(logoFile, LOGO_SVG);
    portal = await startOwnPortal({
      DATA_DIR: path.join(workDir, 'data'),
      SEED_DEMO: '0',
      ...COOP,
      COOP_LOGO_FILE: logoFile,
    });
  });

  test.afterAll(async () => {
    await portal?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  async function expectConfiguredBrand(page: Page) {
    await expect(page.getByText(COOP.COOP_NAME_TH).first()).toBeVisible();
    await expect(page.getByText(COOP.COOP_NAME_EN).first()).toBeVisible();
    const logo = page.locator('img[src^="/mediafiles/site/logo-"]').first();
    await expect(logo).toBeVisible();
    // the file arrived and the browser could draw it
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  test('/home shows the configured names, logo and contacts, empty states in Thai, and no error', async ({ page }) => {
    await page.goto('/home');
    await expectConfiguredBrand(page);
    await expect(page.getByText('ยังไม่มีข่าวสาร')).toBeVisible();
    await expect(page.getByText('ยังไม่พบเมนู').first()).toBeAttached();
    await expect(page.getByTestId('marquee-text')).toHaveText(`ยินดีต้อนรับสู่เว็บไซต์${COOP.COOP_NAME_TH}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(COOP.COOP_ADDRESS)).toBeVisible();
    await expect(footer.getByRole('link', { name: '053-711-111' })).toHaveAttribute('href', 'tel:053711111');
    await expect(footer.getByRole('link', { name: COOP.COOP_EMAIL })).toHaveAttribute('href', `mailto:${COOP.COOP_EMAIL}`);
    // none configured: no Facebook or LINE links that lead nowhere
    await expect(footer.getByRole('link', { name: /Facebook|LINE/i })).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('the board, demand and election pages show their empty states', async ({ page }) => {
    for (const [url, empty] of [
      ['/board', 'ยังไม่มีคำถาม'],
      ['/demand', 'ยังไม่มีเรื่องที่แจ้ง'],
      ['/election', 'ขณะนี้ยังไม่มีการเลือกตั้ง'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByText(empty)).toBeVisible();
    }
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('/member/logon shows the configured names and logo', async ({ page }) => {
    await page.goto('/member/logon');
    await expectConfiguredBrand(page);
    await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบสมาชิก' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('no demo member exists', async ({ page }) => {
    const login = await page.request.post('/api/member/auth/login', { data: { membership_no: '0000002', mem_password: 'Demo@1234' } });
    expect(login.status()).toBe(401);
  });
});
