import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './accessibility';
import { OWN_PORTAL_URL, type OwnPortal, startOwnPortal } from './own-portal';
import { type ErrorIngest, startErrorIngest } from './support/server';
import { gotoReady } from './app-ready';

/**
 * Errors of pages reach the error-reporting service: a portal of its own with SENTRY_WEB_DSN naming a local stand-in
 * for the service's ingest, and the usual portal (no DSN) that must not even fetch the SDK.
 */
const BASE = OWN_PORTAL_URL;
const TOKEN = 'Qw8eR4tY2uI6oP0aS3dF7gH1jK5lZ9xC-vB_nM2qW4e';
const NATIONAL_ID = '3-1017-00230-70-9';

test.describe('error reporting with SENTRY_WEB_DSN', () => {
  test.setTimeout(60_000);
  test.use({ baseURL: BASE });
  let portal: OwnPortal | undefined;
  let ingest: ErrorIngest;
  let workDir = '';

  test.beforeAll(async () => {
    // a fresh database migrates first: slow on a busy machine
    test.setTimeout(300_000);
    ingest = await startErrorIngest();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-e2e-errors-'));
    portal = await startOwnPortal({
      DATA_DIR: path.join(workDir, 'data'),
      SEED_DEMO: '0',
      SENTRY_WEB_DSN: ingest.dsn,
      SENTRY_ENVIRONMENT: 'e2e',
    }, undefined, { freshPostgres: true });
  });

  test.afterAll(async () => {
    await portal?.stop();
    await ingest?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('an unhandled error of a page arrives with the release tag and without the stored token or a national ID', async ({ page }) => {
    await page.addInitScript((token) => localStorage.setItem('user', JSON.stringify({ token })), TOKEN);
    // the SDK comes after load: wait for it, so the error below is sent at once rather than from the queue
    const sdk = page.waitForResponse((response) => response.url().includes('/sentry-client-'));
    await gotoReady(page, '/home');
    await sdk;
    await page.evaluate((id) => {
      setTimeout(() => {
        throw new Error(`statement failed for ${id}, session ${localStorage.getItem('user')}`);
      });
    }, NATIONAL_ID);

    await expect.poll(() => ingest.envelopes.flatMap((e) => e.events).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [envelope] = ingest.envelopes;
    const event = envelope?.events[0] as { release: string; environment: string; tags: Record<string, string> };
    // the build's tag: this checkout's version and the commit it was built from
    const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    expect(event.release).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')}\\+[0-9a-f]{7,}$`));
    expect(event.environment).toBe('e2e');
    expect(event.tags).toMatchObject({ kind: 'unhandled error', route: '/home' });
    expect(envelope?.raw).toContain('statement failed for');
    expect(envelope?.raw).not.toContain(TOKEN);
    expect(envelope?.raw).not.toContain(NATIONAL_ID);
  });
});

test('without a web DSN the page names none and never fetches the SDK', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await gotoReady(page, '/home');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('nobody listens');
    });
  });
  await page.waitForTimeout(1000);
  expect(await page.locator('meta[name="error-reporting-dsn"]').count()).toBe(0);
  expect(scripts.filter((url) => url.includes('sentry'))).toEqual([]);
});
