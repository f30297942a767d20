import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logIn } from './member-helpers';
import { expect, test } from './test-data';

// playwright.config.ts blocks the worker for every other spec
test.use({ serviceWorkers: 'allow' });

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The page once the portal's service worker is active and controls it. */
async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The worker's registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((r) => r.scopeURL.endsWith('/') && !r.isDeleted);
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('Chromium finds the portal installable, and with the network gone the worker answers a page with the Thai offline page', async ({ baseURL }) => {
  // a browser with a profile of its own: Chromium installs nothing from an incognito context, which a test's is
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL, locale: 'th-TH' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/home');
    await controlledBy(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');

    await context.setOffline(true);
    const answer = await page.goto('/member/kep');
    expect(answer?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ลองอีกครั้ง' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test("a pushed message becomes a notification in the member's language, and its tap opens the page it names", async ({ page, context, data }) => {
  await context.grantPermissions(['notifications']);
  await logIn(page, await data.member());
  await controlledBy(page);
  const cdp = await context.newCDPSession(page);
  const registration = await registrationId(cdp);
  const notice = { title: 'เรียกเก็บประจำเดือน พฤศจิกายน 2569', body: 'ยอดเรียกเก็บ 5,230.00 บาท', link: '/member/kep', tag: 'delivery-e2e', security: false };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: registration, data: JSON.stringify(notice) });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
    );
  await expect.poll(shown).toEqual([{ title: notice.title, body: notice.body, tag: notice.tag, data: { link: '/member/kep' } }]);

  // a tap, as the browser hands it to the worker: the portal's window goes to the page the message names
  const worker = context.serviceWorkers()[0]!;
  await worker.evaluate(async () => {
    // the worker's own globals, which the page's DOM types do not name
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const { NotificationEvent } = globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(/\/member\/kep$/);
  await expect.poll(shown).toEqual([]);
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });

  test('the install offer waits for a second day, says how to add the portal to the home screen, and once put away stays away', async ({ page, data }) => {
    const member = await data.member();
    await logIn(page, member);
    const offer = page.getByRole('complementary', { name: 'ติดตั้งแอปไว้ที่หน้าจอโฮม' });
    await expect(offer).toHaveCount(0);

    // the member came yesterday too
    await page.evaluate(() => {
      const yesterday = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
      localStorage.setItem('coop:visit-days', yesterday);
    });
    await page.reload();
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('เพิ่มไปยังหน้าจอโฮม');
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'ปิด' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'หน้าหลักสมาชิก' })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test('push on this device first asks for the home screen, which Safari needs', async ({ page, data }) => {
    // Safari outside the home screen has no push at all
    await page.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
    await logIn(page, await data.member());
    await page.goto('/member/notifications');
    await expect(page.getByRole('heading', { name: 'การแจ้งเตือนบนอุปกรณ์นี้' })).toBeVisible();
    await expect(page.getByText('บน iPhone และ iPad ต้องเพิ่มเว็บไซต์ไว้ที่หน้าจอโฮมก่อน', { exact: false })).toBeVisible();
  });
});
