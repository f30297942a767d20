import { randomBytes } from 'node:crypto';
import { expect, test } from './accessibility';
import { OWN_PORTAL_URL, type OwnPortal, startOwnPortal } from './own-portal';
import pg from 'pg';
import { addMember, openPostgres, TcpProxy, TEST_PASSWORD } from './support/server';
import { logIn } from './member-helpers';

/**
 * A real outage: the portal's own server on PostgreSQL through a proxy the test cuts, as a database restart would.
 * The member sees the cannot-connect message (spec 8) and keeps the session; nothing is drawn blank. Needs
 * PostgreSQL, so it runs when TEST_DATABASE_URL is set (.ci/run sets it when PostgreSQL answers).
 */
const BASE = OWN_PORTAL_URL;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
const MEMBER = '0913001';
const CANNOT_CONNECT = 'ไม่สามารถเชื่อมต่อได้';

let portal: OwnPortal | undefined;
let proxy: TcpProxy | undefined;
const dbName = `coop_e2e_down_${randomBytes(4).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

test.describe('the database goes away', () => {
  test.skip(!ADMIN_URL, 'needs PostgreSQL: set TEST_DATABASE_URL');
  test.setTimeout(90_000);
  test.use({ baseURL: BASE });

  test.beforeAll(async () => {
    // a hook's time is its own, not the tests': the portal's start (own-portal.ts) allows for a busy machine
    test.setTimeout(240_000);
    await admin(`create database ${dbName}`);
    const direct = new URL(ADMIN_URL);
    direct.pathname = `/${dbName}`;
    proxy = await TcpProxy.start(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(direct);
    proxied.host = `127.0.0.1:${proxy.port}`;
    portal = await startOwnPortal({ DATABASE_URL: proxied.toString(), SEED_DEMO: '0' });
    // the server has migrated the database; the member is made beside it
    const database = await openPostgres(direct.toString(), { poolSize: 1 });
    await addMember(database.db, MEMBER);
    await database.close();
  });

  test.afterEach(async () => {
    await proxy?.accept().catch(() => undefined);
  });

  test.afterAll(async () => {
    await portal?.stop();
    await proxy?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  });

  test('a member page shows the cannot-connect message and keeps the session, then works again', async ({ page }) => {
    await logIn(page, MEMBER, TEST_PASSWORD);
    await proxy!.cutAndRefuse();
    await page.goto('/member/share');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: CANNOT_CONNECT }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/member\/share$/);
    await expect(page.getByRole('alertdialog')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain('token');

    await proxy!.accept();
    await page.goto('/member/status');
    await expect(page.getByText(`สมาชิก${MEMBER}`).first()).toBeVisible();
  });

  test('the loading screen says it cannot connect and retries instead of logging out', async ({ page }) => {
    await logIn(page, MEMBER, TEST_PASSWORD);
    await proxy!.cutAndRefuse();
    await page.goto('/load');
    await expect(page.getByRole('status')).toContainText(CANNOT_CONNECT);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain('token');

    await proxy!.accept();
    await expect(page).toHaveURL(/\/member\/welcome$/, { timeout: 15_000 });
  });
});
