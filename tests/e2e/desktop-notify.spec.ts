import { expect, test } from './accessibility';
import { OWN_PORTAL_URL, type OwnPortal, startOwnPortal } from './own-portal';
import pg from 'pg';

/**
 * A notification through the real channel: server-sent events fed by PostgreSQL LISTEN/NOTIFY. The embedded
 * database lives inside the server process, so nothing else can publish to it; this test therefore needs a real
 * PostgreSQL (TEST_DATABASE_URL, set in CI) and starts its own server on a fresh database there.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const CHANNEL = 'coop_desktop_notify';

test.describe('desktop notifications', () => {
  test.skip(!adminUrl, 'needs PostgreSQL: set TEST_DATABASE_URL (the embedded PGlite cannot be reached from the test)');
  test.setTimeout(120_000);

  let portal: OwnPortal | undefined;
  test.beforeAll(async () => {
    // a hook's time is its own, not the tests': the portal's start (own-portal.ts) allows for a busy machine
    test.setTimeout(240_000);
    portal = await startOwnPortal({ SEED_DEMO: '1' }, undefined, { freshPostgres: true });
  });

  test.afterAll(async () => {
    await portal?.stop();
  });

  test('a published notification reaches the page and its click opens show/{url}', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: OWN_PORTAL_URL });
    await context.grantPermissions(['notifications']);
    // Headless Chromium shows no notifications: record what the page asks for instead, keeping the real API's shape.
    await context.addInitScript(() => {
      const shown: { title: string; body: string; instance: { onclick: (() => void) | null } }[] = [];
      (window as unknown as { __notifications: typeof shown }).__notifications = shown;
      class RecordingNotification {
        static permission: NotificationPermission = 'granted';
        static requestPermission = () => Promise.resolve<NotificationPermission>('granted');
        onclick: (() => void) | null = null;
        constructor(title: string, options?: NotificationOptions) {
          shown.push({ title, body: options?.body ?? '', instance: this });
        }
        close() {}
      }
      Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
    });
    const page = await context.newPage();
    const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/info/notifications'));
    await page.goto('/home');
    await subscribed;

    const publisher = new pg.Client({ connectionString: portal!.databaseUrl });
    await publisher.connect();
    await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ title: 'ข่าวด่วน', body: 'ประกาศจากสหกรณ์', url: '1' })]);
    await publisher.end();

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __notifications: { title: string; body: string }[] }).__notifications.map((n) => `${n.title}|${n.body}`)))
      .toEqual(['ข่าวด่วน|ประกาศจากสหกรณ์']);
    await page.evaluate(() => (window as unknown as { __notifications: { instance: { onclick: (() => void) | null } }[] }).__notifications[0]?.instance.onclick?.());
    await expect(page).toHaveURL(/\/show\/1$/);
    await context.close();
  });
});
