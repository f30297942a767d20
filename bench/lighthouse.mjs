#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on the public pages, in this machine's Debian Chromium, against the built
// portal served with a fresh demo database (issue 4, "Tests and measures"; budgets in docs/design.md).
//
//   npm run bench:lighthouse                    # the pages of issue 31 (DEFAULT_PAGES); 3 runs each
//   npm run bench:lighthouse -- --runs 5 --check   # exits 1 when a page misses a budget line
//   node bench/lighthouse.mjs --help
//
// Member pages (/member/… but the public ones) are audited signed in as demo member 0000001, member-group pages as
// the demo group: the script logs in once per area through the API and puts the answer in local storage under the
// app's key ("user", "usermemgroup"), as the app's login forms do (spec 3). Console pages (/admin…) are audited as a
// staff member the script creates for the bench through the demo admin's session; it logs in with both steps (the
// authenticator's code from the key enrolled at that first login, computed with otplib) and the second step's answer
// goes under "staffuser", as the console's logon form keeps it.
//
// First-load JavaScript is what the page's network log fetched as scripts, each counted at the gzipped size of the
// built file (the server prefers Brotli, which is smaller: gzip is the budget's unit).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer, stopChild } from './lib/child-processes.mjs';
import { benchArgs } from './lib/command-line.mjs';
import { postNewsWithPictures } from './lib/news-with-pictures.mjs';
import { benchStaffSession, DEMO_ADMIN, staffSession } from './lib/staff-login.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'bench', 'out');
const SERVER_JS = path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
const WEB_DIST = path.join(ROOT, 'apps', 'web', 'dist');
const HOST = '127.0.0.1';
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The areas a page may need a session of: how to get one, and the local storage key the app reads it from. */
const AREAS = {
  member: {
    prefix: '/member/',
    open: new Set(['/member/logon', '/member/register', '/member/registerauth', '/member/forget', '/member/termofconditional']),
    signIn: (base) => login(base, '/api/member/auth/login', { membership_no: '0000001', mem_password: 'Demo@1234', remember: false }),
    storageKey: 'user',
  },
  memberGroup: {
    prefix: '/membergroup/',
    open: new Set(['/membergroup/logon']),
    signIn: (base) => login(base, '/api/membergroup/auth/login', { member_group_no: '00051005', member_group_pass: 'Group@1234', remember: false }),
    storageKey: 'usermemgroup',
  },
  staff: {
    prefix: '/admin',
    open: new Set(['/admin/logon']),
    // an admin sees every area of the console's start page, the most it draws
    signIn: (_base, staff) => staff.session({ username: 'benchlighthouse', displayName: 'ผู้ทดสอบความเร็วหน้าเว็บ', role: 'admin' }),
    storageKey: 'staffuser',
  },
};
const areaOf = (page) => Object.values(AREAS).find((a) => page.startsWith(a.prefix) && !a.open.has(page));

/**
 * Issue 31's pages: the public start page and an item, a calculator, the three logon pages, the member home and the
 * member-group start page ({show} is the first highlighted item of the demo database).
 */
const DEFAULT_PAGES = ['/home', '{show}', '/loancal', '/member/logon', '/membergroup/logon', '/admin/logon', '/member/welcome', '/membergroup/dashboard', '/admin'];

/** Budgets of docs/design.md and issue 31: scores in 0–100, JavaScript in gzipped bytes (the console's is larger, decision 061). */
const BUDGET = { performance: 95, accessibility: 100, firstLoadJsBytes: 150 * 1024, consoleFirstLoadJsBytes: 200 * 1024 };
const jsBudgetOf = (page) => (areaOf(page) === AREAS.staff ? BUDGET.consoleFirstLoadJsBytes : BUDGET.firstLoadJsBytes);

const args = benchArgs(
  {
    runs: { type: 'string', default: '3' },
    news: { type: 'string', default: '12' },
    pages: { type: 'string' },
    check: { type: 'boolean', default: false },
    reports: { type: 'boolean', default: false },
  },
  `Usage: npm run bench:lighthouse -- [options]
  --runs <n>       Lighthouse runs per page; the median performance run is reported (default 3)
  --pages <list>   paths to audit (default ${DEFAULT_PAGES.join(',')});
                   member and member-group pages are audited signed in as the demo member and group,
                   console pages as a staff member made for the bench
  --news <n>       news items with a phone camera's cover picture posted through the console first (default 12)
  --reports        also keep each run's whole Lighthouse report (bench/out/<time>-<page>-<run>.lhr.json): the
                   main-thread breakdown, long tasks and the largest paint's element behind the scores
  --check          exit 1 when a page misses a budget line (performance < 95, accessibility < 100,
                   JS > 150 KB, 200 KB on console pages)
Environment: CHROME_PATH (default /usr/bin/chromium)`,
);
const runs = Number(args.runs);
const newsItems = Number(args.news);
if (!Number.isInteger(newsItems) || newsItems < 0 || newsItems > 50) {
  console.error('--news must be a whole number from 0 to 50');
  process.exit(2);
}
if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
  console.error('--runs must be a whole number from 1 to 15');
  process.exit(2);
}
for (const f of [SERVER_JS, path.join(WEB_DIST, 'index.html'), CHROMIUM]) {
  if (!fs.existsSync(f)) {
    console.error(`${f} is missing: build first (npm run build) and install Chromium (apt-get install chromium)`);
    process.exit(2);
  }
}

async function startPortal(logFile) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-lighthouse-'));
  const { child, base } = await startServer({ script: SERVER_JS, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, logFile, healthTimeoutMs: 300_000 });
  return { child, base, dataDir };
}

/** Gzipped size of the built file behind a script URL of the portal; undefined for anything else. */
function gzippedBytes(url, base) {
  if (!url.startsWith(base + '/')) return undefined;
  const file = path.join(WEB_DIST, decodeURIComponent(new URL(url).pathname));
  if (!file.startsWith(WEB_DIST + path.sep)) return undefined;
  for (const candidate of [`${file}.gz`, file]) if (fs.existsSync(candidate)) return fs.statSync(candidate).size;
  return undefined;
}

function summarise(lhr, base) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const num = (id) => lhr.audits[id]?.numericValue;
  return {
    // where the page ended up: a member page that lost its session would show /member/logon here
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    speedIndexMs: num('speed-index'),
    scripts: scripts.length,
    firstLoadJsBytes: scripts.reduce((sum, r) => sum + (gzippedBytes(r.url, base) ?? r.transferSize ?? 0), 0),
    failedAccessibility: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id) && a.score === 0)
      .map((a) => a.id),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A demo login answer, which the app keeps whole in local storage under the area's key. */
async function login(base, path, body) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await res.json();
  if (res.status !== 200 || !answer.token) throw new Error(`the demo login at ${path} failed: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * The demo admin's console session, made at most once (its first login enrols an authenticator, and a code is
 * taken once): it posts the news and creates the bench's staff member.
 */
function staffAccess(base) {
  let adminToken;
  const admin = async () => (adminToken ??= (await staffSession(base, DEMO_ADMIN)).token);
  return { admin, session: async (account) => benchStaffSession(base, await admin(), account) };
}

/** Puts the session where the app reads it, in this browser's profile, before Lighthouse opens the page. */
async function storeSession(port, base, session) {
  const browser = await puppeteer.connect({ browserURL: `http://${HOST}:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${base}/api/health`);
    await tab.evaluate((key, record) => localStorage.setItem(key, record), session.key, JSON.stringify(session.answer));
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

async function audit(url, base, session, reportFile) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    if (session) await storeSession(chrome.port, base, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Lighthouse clears the origin's storage first, which would log the member out
      disableStorageReset: Boolean(session),
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (reportFile) fs.writeFileSync(reportFile, result.report);
    return summarise(result.lhr, base);
  } finally {
    chrome.kill();
  }
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const logFile = path.join(OUT_DIR, `${stamp}-lighthouse-server.log`);
  const portal = await startPortal(logFile);
  const report = { startedAt: new Date().toISOString(), runs, newsItems, loadAverage: os.loadavg(), chromium: CHROMIUM, pages: [] };
  try {
    const staff = staffAccess(portal.base);
    if (newsItems > 0) {
      process.stdout.write(`  posting ${newsItems} news items with camera-sized cover pictures… `);
      await postNewsWithPictures(portal.base, newsItems, await staff.admin());
      console.log('done');
    }
    let pages = args.pages?.split(',').map((p) => p.trim()).filter(Boolean) ?? DEFAULT_PAGES;
    if (pages.includes('{show}')) {
      const home = await (await fetch(`${portal.base}/api/info/home`)).json();
      const first = home.highlights?.[0] ?? home.categories?.find((c) => c.items.length > 0)?.items[0];
      if (!first) throw new Error('the demo database has no content item to audit');
      pages = pages.map((p) => (p === '{show}' ? `/show/${first.id}` : p));
    }
    const sessions = new Map();
    for (const page of pages) {
      const area = areaOf(page);
      if (area && !sessions.has(area)) sessions.set(area, { key: area.storageKey, answer: await area.signIn(portal.base, staff) });
    }
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        process.stdout.write(`  ${page} run ${i + 1}/${runs}… `);
        // Lighthouse sometimes loses the trace (NO_NAVSTART); one more try before giving up on the page
        const signedIn = sessions.get(areaOf(page));
        const reportFile = args.reports ? path.join(OUT_DIR, `${stamp}-${page.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.lhr.json`) : undefined;
        const s = await audit(portal.base + page, portal.base, signedIn, reportFile).catch((err) => {
          console.log(`(${err.message.split('\n')[0]}; again) `);
          return audit(portal.base + page, portal.base, signedIn, reportFile);
        });
        samples.push(s);
        console.log(`performance ${s.performance}, accessibility ${s.accessibility}, LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}`);
      }
      const mid = median(samples.map((s) => s.performance));
      report.pages.push({ page, median: samples.find((s) => s.performance === mid), samples });
    }
  } finally {
    await stopChild(portal.child);
    fs.rmSync(portal.dataDir, { recursive: true, force: true });
  }

  console.log('\n| Page | First-load JS (gzipped) | Performance (runs) | Accessibility | FCP | LCP | TBT | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const failures = [];
  for (const { page, median: m, samples } of report.pages) {
    const kb = (m.firstLoadJsBytes / 1024).toFixed(0);
    console.log(
      `| \`${page}\` | ${kb} KB | **${m.performance}** (${samples.map((s) => s.performance).join(', ')}) | ${m.accessibility} | ${(m.fcpMs / 1000).toFixed(1)} s | ${(m.lcpMs / 1000).toFixed(1)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} |`,
    );
    if (m.performance < BUDGET.performance) failures.push(`${page}: performance ${m.performance} < ${BUDGET.performance}`);
    if (m.accessibility < BUDGET.accessibility) failures.push(`${page}: accessibility ${m.accessibility} < ${BUDGET.accessibility} (${m.failedAccessibility.join(', ')})`);
    const jsBudget = jsBudgetOf(page);
    if (m.firstLoadJsBytes > jsBudget) failures.push(`${page}: first-load JS ${kb} KB > ${jsBudget / 1024} KB`);
    // a signed-in page that sent Lighthouse to a logon page measured the wrong page
    if (new URL(m.finalUrl).pathname !== page) failures.push(`${page}: ended at ${m.finalUrl}`);
  }
  report.failures = failures;
  const jsonFile = path.join(OUT_DIR, `${stamp}-lighthouse.json`);
  fs.writeFileSync(jsonFile, JSON.stringify(report, null, 2) + '\n');
  report.loadAverageAtEnd = os.loadavg();
  const load = (l) => l.map((x) => x.toFixed(1)).join(', ');
  console.log(`\nload average (1, 5, 15 min): ${load(report.loadAverage)} at the start, ${load(report.loadAverageAtEnd)} at the end`);
  console.log(failures.length ? `\nFAIL\n  ${failures.join('\n  ')}` : '\nPASS: every page within the budget');
  console.log(`JSON: ${path.relative(ROOT, jsonFile)}`);
  if (args.check && failures.length) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
