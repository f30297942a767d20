import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type OwnPortal, startOwnPortal } from './own-portal';
import { addMember, type DatabaseHandle, LinePlatform, lineEvent, newLineUserId, newMembershipNo, openPostgres } from './support/server';
import { expect, test, TEST_PASSWORD } from './test-data';
import { E2E_PORT, e2eDatabaseUrl, NEEDS_POSTGRES } from './test-database';

/**
 * A member links their LINE account (issue 25 item 4, decision 055). A portal of this spec's own, on a database and
 * port of its own, has LINE configured against a LINE platform started here (the server tests' stand-in:
 * bearer token, link tokens, replies); LINE's account-link page itself is outside the machine, so the browser's
 * request for it is caught and its address read, and the platform plays LINE's check and webhook call.
 */
const PORT = E2E_PORT + 1104;
const BASE = `http://127.0.0.1:${PORT}`;

let line: LinePlatform;
let portal: OwnPortal | undefined;
let database: DatabaseHandle | undefined;
let workDir = '';

/**
 * A member on the portal's own database. On the suite's, the suite's portal (no LINE configured) shared the job
 * queue, and its worker could take a LINE reply and drop it: the reply then never came.
 */
async function ownMember(): Promise<string> {
  const no = newMembershipNo();
  await addMember(database!.db, no, {});
  return no;
}

test.describe('linking a LINE account', () => {
  test.use({ baseURL: BASE });
  // one portal on one port for the spec: its tests stay in one worker, whatever the project shares out
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const databaseUrl = e2eDatabaseUrl(E2E_PORT);
    test.skip(!databaseUrl, NEEDS_POSTGRES);
    test.setTimeout(240_000);
    line = await new LinePlatform().start();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-e2e-line-'));
    portal = await startOwnPortal(
      {
        DATA_DIR: path.join(workDir, 'data'),
        PUBLIC_URL: BASE,
        LINE_CHANNEL_SECRET: line.channelSecret,
        LINE_CHANNEL_ACCESS_TOKEN: line.accessToken,
        LINE_BOT_BASIC_ID: '@123abcde',
        LINE_API_URL: line.origin,
      },
      PORT,
      { freshPostgres: true },
    );
    database = await openPostgres(portal.databaseUrl!, { poolSize: 1, statementTimeoutMs: 0 });
  });

  test.afterAll(async () => {
    await database?.close();
    await portal?.stop();
    await line?.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('from the link LINE sends, through the login, to LINE\'s account-link page with a nonce; then linked', async ({ page }) => {
    const membershipNo = await ownMember();
    const userId = newLineUserId();
    const follow = lineEvent('follow', userId);
    expect(await line.deliverTo(BASE, [follow])).toBe(200);
    // the portal's worker replies after the webhook has answered
    await expect.poll(() => line.replies.some((r) => r.replyToken === follow.replyToken)).toBe(true);
    const sent = /https?:\/\/\S+/.exec(line.replies.at(-1)?.texts.at(-1) ?? '')?.[0] ?? '';
    expect(sent.startsWith(`${BASE}/member/line-link?linkToken=`)).toBe(true);

    // LINE opens links in its own browser, where the member is not signed in yet
    await page.goto(sent.slice(BASE.length));
    await expect(page.getByText('กรุณาเข้าสู่ระบบสมาชิกก่อน')).toBeVisible();
    await page.getByLabel('เลขทะเบียนสมาชิก').fill(membershipNo);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(sent);

    await page.route('https://access.line.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="th"><title>LINE</title><main><h1>LINE</h1></main></html>' }),
    );
    const toLine = page.waitForRequest('https://access.line.me/**');
    await page.getByRole('button', { name: 'เชื่อมบัญชี LINE' }).click();
    const redirect = new URL((await toLine).url());
    // the browser is at LINE's page before the next navigation, which would otherwise interrupt it
    await page.waitForURL('https://access.line.me/**');
    expect(`${redirect.origin}${redirect.pathname}`).toBe('https://access.line.me/dialog/bot/accountLink');
    expect(redirect.searchParams.get('linkToken')).toBe(new URL(sent).searchParams.get('linkToken'));
    expect(redirect.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await line.deliverTo(BASE, [line.openAccountLink(redirect.toString(), userId)])).toBe(200);
    // the reply goes from the portal's job worker, which a loaded machine's CI run once kept past 10 s
    await expect.poll(() => line.replies.at(-1)?.texts[0], { timeout: 30_000 }).toContain('เชื่อมบัญชี LINE กับระบบสมาชิกเรียบร้อยแล้ว');
    await page.goto('/member/line-link');
    await expect(page.getByText('เชื่อมบัญชี LINE แล้ว')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ยกเลิกการเชื่อมบัญชี LINE' })).toBeVisible();
  });

  test('a signed-in member starting from the portal sees the add-friend button, the QR code and the three steps', async ({ page }) => {
    const membershipNo = await ownMember();
    await page.goto('/member/line-link');
    await page.getByLabel('เลขทะเบียนสมาชิก').fill(membershipNo);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page.getByText('ยังไม่ได้เชื่อมบัญชี LINE')).toBeVisible();
    await expect(page.getByRole('link', { name: 'เพิ่มเพื่อนใน LINE' })).toHaveAttribute('href', 'https://line.me/R/ti/p/%40123abcde');
    await expect(page.getByRole('img', { name: 'คิวอาร์โค้ดสำหรับเพิ่มบัญชี LINE ของสหกรณ์เป็นเพื่อน' })).toBeVisible();
  });
});
