import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORT as PORT, e2eDatabaseUrl, recreateDatabase } from './tests/e2e/test-database';

const dataDir = path.join(os.tmpdir(), `coop-portal-e2e-data-${PORT}`);
const databaseUrl = e2eDatabaseUrl(PORT);

// Every run starts from an empty database, so the server migrates and seeds itself afresh. Workers load this file
// too, while the server is running: only the runner itself (no TEST_WORKER_INDEX) may empty it.
if (process.env.TEST_WORKER_INDEX === undefined) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await recreateDatabase(databaseUrl);
}

// What these specs change, other specs read: the staff console's (the site's names, menu, marquee, news, the audit
// log, the year's confirmation campaign, imports), the member's side of the campaign, and the spec that counts an
// item's reads. They run one at a time, before the specs that read the shared portal.
const ONE_AT_A_TIME = [/admin-[a-z-]+\.spec\.ts$/, /(member-confirmation|payment-service|server-rendered)\.spec\.ts$/];
// These start a portal of their own on its one port (OWN_PORTAL_URL, or a port of their own), with a database of
// their own or only their own members on the suite's, and touch nothing the shared portal shows: one at a time among
// themselves, beside the others from the start.
const OWN_PORTAL = [/(database-down|desktop-notify|error-reporting|fresh-site|line-link|member-login-recaptcha|member-registration-sms)\.spec\.ts$/];

export default defineConfig({
  testDir: 'tests/e2e',
  // a worker each core
  workers: 2,
  projects: [
    { name: 'one-at-a-time', testMatch: ONE_AT_A_TIME, workers: 1 },
    { name: 'own-portal', testMatch: OWN_PORTAL, workers: 1 },
    // every other spec touches only the members and groups its tests make, so its tests are shared out one by one
    { name: 'side-by-side', testIgnore: [...ONE_AT_A_TIME, ...OWN_PORTAL], dependencies: ['one-at-a-time'], fullyParallel: true },
  ],
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 1280, height: 800 },
    // the portal's service worker answers pages and assets, which page.route() would then not see: only the specs
    // about the worker itself (installable-app.spec.ts) let it run
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // without a GPU, Chromium would still emulate one (SwiftShader) in its GPU process, a third of the browser
      // tests' CPU on this 2-core machine: plain software compositing draws the same pages for much less
      args: ['--no-sandbox', '--disable-gpu', '--disable-software-rasterizer', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    // the demo seed is there for the public pages' content; the tests make the members they use (tests/e2e/test-data.ts)
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: '1' } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
