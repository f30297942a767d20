import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { TEST_STAFF_SECRET_KEY } from './tests/e2e/support/server';
import { E2E_PORT as PORT, e2eDatabaseUrl, recreateDatabase } from './tests/e2e/test-database';

const dataDir = path.join(os.tmpdir(), `coop-portal-e2e-data-${PORT}`);
const databaseUrl = e2eDatabaseUrl(PORT);

// Every run starts from an empty database, so the server migrates and seeds itself afresh. Workers load this file
// too, while the server is running: only the runner itself (no TEST_WORKER_INDEX) may empty it.
if (process.env.TEST_WORKER_INDEX === undefined) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await recreateDatabase(databaseUrl);
}

// Specs that change what other specs read run one at a time, before the specs that read the shared portal, in two
// lanes that share nothing: the public site's content (its names, menu, marquee, news and calculator settings, and
// the server-rendered pages that show them), and the staff's work on members (the year's confirmation campaign and
// the member's side of it, the payment service, imports, support, broadcasts, staff accounts and the audit log, which
// each spec reads filtered to its own records).
const SITE_CONTENT = [/admin-(site|content|calculator-settings)\.spec\.ts$/, /server-rendered\.spec\.ts$/];
const MEMBER_RECORDS = [/admin-(confirmation|members|broadcasts|console|thai-console|import)\.spec\.ts$/, /(member-confirmation|payment-service|member-loan-eligibility)\.spec\.ts$/];
// Specs that start a portal of their own (own-portal.ts: a port per worker, their own database or only their own
// members on the suite's) touch nothing the shared portal shows: they share the two lanes out, so that both workers
// stay busy until the lanes end (Playwright starts the specs that depend on a phase only when all of it has ended).
// Four workers, with these specs in a project of their own, was tried and kept out: the two cores were oversubscribed
// (load 12-18) and tests timed out (decision 071).
const OWN_PORTAL_1 = [/(database-down|desktop-notify|error-reporting|fresh-site)\.spec\.ts$/];
const OWN_PORTAL_2 = [/(line-link|member-login-recaptcha|member-registration-sms)\.spec\.ts$/];
const LANE_1 = [...SITE_CONTENT, ...OWN_PORTAL_1];
const LANE_2 = [...MEMBER_RECORDS, ...OWN_PORTAL_2];

export default defineConfig({
  testDir: 'tests/e2e',
  // a worker each core
  workers: 2,
  projects: [
    { name: 'lane-1', testMatch: LANE_1, workers: 1 },
    { name: 'lane-2', testMatch: LANE_2, workers: 1 },
    // every other spec touches only the members and groups its tests make, so its tests are shared out one by one
    { name: 'side-by-side', testIgnore: [...LANE_1, ...LANE_2], dependencies: ['lane-1', 'lane-2'], fullyParallel: true },
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
      // the tests' staff factory seals authenticator secrets with this key (decision 070)
      STAFF_SECRET_KEY: TEST_STAFF_SECRET_KEY,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: '1' } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
