#!/usr/bin/env node
// Benchmark harness of the cooperative portal (issue 2, item 9; budgets in docs/design.md "Performance budgets").
//
// For each database kind it seeds a benchmark database (100,000 members by default, reused between runs),
// starts the built server (apps/server/dist/server.js) as a child process on a free port of 127.0.0.1,
// logs in as a spread of members, and runs autocannon against every scenario below in the same run:
// the baseline first, then the member feeds. It prints a table, checks the budget and writes JSON to bench/out/.
//
//   npm run bench                       # both databases, 10 s per scenario, 2 s warm-up
//   npm run bench -- --check            # exit code 1 when a budget line fails
//   npm run bench -- --db postgres --duration 20 --reseed
//   node bench/run.mjs --help
//
// Only Node built-ins, autocannon and pg. Only 127.0.0.1 is targeted. Every wait and loop is bounded.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runNode, sleep, startServer, stopChild } from './lib/child-processes.mjs';
import { benchArgs, intArg as intArgOf } from './lib/command-line.mjs';
import { cpuSecondsOf, machineBusySeconds, postgresCpuSeconds } from './lib/cpu-use.mjs';
import { cannon, sampleCheck } from './lib/load.mjs';
import { loginSpread, logoutAll } from './lib/member-logins.mjs';
import { ensureDatabase, withPg } from './lib/with-pg.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'bench', 'out');
const BUILT_SERVER_JS = path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
const SEED_JS = path.join(ROOT, 'apps', 'server', 'dist', 'seed.js');
const HOST = '127.0.0.1';
const DEMO_PASSWORD = 'Demo@1234';

// ---------------------------------------------------------------------------------------------------------------
// What is measured. Add an endpoint by adding a scenario; `auth: 'member'` gives each connection its own member
// token (rotating through the logged-in members); `feed: true` puts it under the member-feed budget.
// `check` validates one sample response before the load, so a run never measures fast error pages.
// ---------------------------------------------------------------------------------------------------------------
/** @typedef {{ name: string, method: 'GET'|'POST', path: string, body?: unknown, headers?: Record<string, string>, auth: false|'member'|'showcase', baseline?: boolean, feed?: boolean, prepare?: (base: string, token: string) => Promise<unknown>, check?: (status: number, json: any, text: string) => string|undefined }} Scenario */

// A loan quote (issue 26): the ordinary loan's schedule over 60 months for members with loans that it pays off and
// guarantees they give, judged by every rule of the product. The product's id is read from the eligibility answer,
// as the page does. The quote is a costly route: the bench server lifts its limit (COSTLY_LIMIT_FACTOR).
/** @type {Scenario} */
const loanQuote = {
  name: 'loan_quote',
  method: 'POST',
  path: '/api/member/loan-eligibility/quote',
  body: { product_id: 0, amount: '100000.00', installments: 60 },
  auth: 'member',
  feed: true,
  prepare: async (base, token) => {
    const res = await fetch(`${base}/api/member/loan-eligibility`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'user-agent': 'coop-bench' },
      body: '{}',
      signal: AbortSignal.timeout(10_000),
    });
    const ordinary = (await res.json()).products?.find((p) => p.name.includes('สามัญ'));
    if (!ordinary) throw new Error(`loan_quote: no ordinary loan product in the eligibility answer (${res.status})`);
    return { product_id: ordinary.product_id, amount: '100000.00', installments: 60 };
  },
  check: (s, j) => (s === 200 && j?.rc_code === '1' && j?.quote?.rows?.length === 60 ? undefined : `expected a 60-row schedule, got ${s}`),
};

/** @type {Scenario[]} */
export const SCENARIOS = [
  {
    name: 'health',
    method: 'GET',
    path: '/api/health',
    auth: false,
    baseline: true,
    check: (s, j) => (s === 200 && j?.status === 'ok' ? undefined : `expected 200 {status:'ok'}, got ${s}`),
  },
  {
    name: 'member_status',
    method: 'POST',
    path: '/api/member/member_status',
    auth: 'member',
    feed: true,
    check: (s, j) =>
      s === 200 && j?.rc_code === '1' && j?.data1?.[0]?.membership_no ? undefined : `expected 200 rc_code '1' data1[0], got ${s}`,
  },
  {
    name: 'member_loan',
    method: 'POST',
    path: '/api/member/member_loan',
    auth: 'member',
    feed: true,
    check: (s, j) => (s === 200 && j?.rc_code === '1' && Array.isArray(j?.contracts) ? undefined : `expected 200 contracts, got ${s}`),
  },
  // Everything the member home shows, in one call (issue 24): nine parts nested in one statement.
  {
    name: 'member_home',
    method: 'POST',
    path: '/api/member/member_home',
    auth: 'member',
    feed: true,
    check: (s, j) => (s === 200 && j?.rc_code === '1' && j?.data?.loans && Array.isArray(j?.data?.waiting) ? undefined : `expected 200 data, got ${s}`),
  },
  // The same page size from the 10,000-line account of member 0000001 (the demo's showcase) and from his short
  // savings account: statements are paged by sequence, so both should cost the same.
  {
    name: 'dep_statement_10k',
    method: 'POST',
    path: '/api/member/member_dep_statement/0300000019',
    body: { page: 250 },
    auth: 'showcase',
    feed: true,
    check: (s, j) => (s === 200 && j?.statement?.total === 10_000 && j.statement.items.length === 20 ? undefined : `expected 20 of 10,000 lines, got ${s}`),
  },
  {
    name: 'dep_statement_short',
    method: 'POST',
    path: '/api/member/member_dep_statement/0100000011',
    body: { page: 1 },
    auth: 'showcase',
    feed: true,
    check: (s, j) => (s === 200 && j?.statement?.total > 0 && j.statement.total < 100 ? undefined : `expected a short statement, got ${s}`),
  },
  // A quote as a feed measures it: uncompressed, as every other feed here.
  loanQuote,
  // The same quote as a browser asks for it, compressed (decision 083): what a phone costs the server. Not a feed.
  { ...loanQuote, name: 'loan_quote_br', headers: { 'accept-encoding': 'br, gzip' }, feed: false },
  // The home page as a phone asks for it: drawn by the server and Brotli-compressed (decision 013). Not a feed.
  {
    name: 'home_page',
    method: 'GET',
    path: '/home',
    headers: { 'accept-encoding': 'br, gzip' },
    auth: false,
    check: (s, _j, text) =>
      s === 200 && text.includes('id="home-highlights"') ? undefined : `expected the drawn home page (npm run build builds it), got ${s}`,
  },
];

/** Above this much CPU (% of one core) taken by other processes during a measurement, the run is marked disturbed. */
const DISTURBED_OTHER_CPU_PERCENT = 20;

/** Budget lines (docs/design.md): each feed scenario against the baseline of the same run. */
export const BUDGETS = [
  { database: 'postgres', appliesTo: 'feed', minRatio: 0.1, maxP99Ms: 50, maxErrors: 0, maxNon2xx: 0 },
];

// ---------------------------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------------------------
const args = benchArgs(
  {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    members: { type: 'string', default: '100000' },
    logins: { type: 'string', default: '50' },
    db: { type: 'string', default: 'pglite,postgres' },
    scenarios: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    'pglite-dir': { type: 'string', default: path.join(os.tmpdir(), 'coop-bench', 'pglite') },
    'quiet-wait': { type: 'string', default: '0' },
    server: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
  `Usage: npm run bench -- [options]
  --duration <s>      measured seconds per scenario (default 10)
  --warmup <s>        warm-up seconds per scenario, not measured (default 2; 0 = none)
  --connections <n>   autocannon connections (default 50)
  --db <list>         pglite,postgres (default both)
  --scenarios <list>  subset of: ${SCENARIOS.map((s) => s.name).join(', ')} (the baseline always runs)
  --members <n>       members to seed (default 100000)
  --logins <n>        members logged in, spread over all members (default 50)
  --reseed            seed again even when the database already holds the members
  --check             exit 1 when a budget line fails
  --pglite-dir <dir>  PGlite DATA_DIR (default ${path.join(os.tmpdir(), 'coop-bench', 'pglite')}, reused)
  --quiet-wait <s>    before each database, wait up to this long for the machine to be quiet
                      (< 25% of one core busy over 2 s); 0 = do not wait (default)
  --profile           run the server with --cpu-prof; profiles go to bench/out/profile-<time>/
                      (summarise with node bench/cpuprofile-summary.mjs <file>)
  --server <file>     server script to measure instead of apps/server/dist/server.js (experiments)
Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/coop_bench)`,
);

const intArg = (name, min, max) => intArgOf(args, name, min, max);
const opts = {
  duration: intArg('duration', 1, 600),
  warmup: intArg('warmup', 0, 60),
  connections: intArg('connections', 1, 1000),
  members: intArg('members', 2, 9_999_999),
  logins: intArg('logins', 1, 1000),
  quietWait: intArg('quiet-wait', 0, 3600),
};
const databases = args.db.split(',').map((s) => s.trim()).filter(Boolean);
for (const d of databases) {
  if (d !== 'pglite' && d !== 'postgres') {
    console.error(`--db: unknown database kind '${d}' (pglite, postgres)`);
    process.exit(2);
  }
}
const wanted = args.scenarios ? new Set(args.scenarios.split(',').map((s) => s.trim())) : undefined;
for (const n of wanted ?? []) {
  if (!SCENARIOS.some((s) => s.name === n)) {
    console.error(`--scenarios: unknown scenario '${n}'`);
    process.exit(2);
  }
}
const SERVER_JS = args.server ? path.resolve(args.server) : BUILT_SERVER_JS;
const scenarios = SCENARIOS.filter((s) => s.baseline || !wanted || wanted.has(s.name));
const baselineScenario = scenarios.find((s) => s.baseline);

const pgUrl = process.env.BENCH_DATABASE_URL || `postgres://postgres@${HOST}:5432/coop_bench`;
{
  const u = new URL(pgUrl);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(u.hostname)) {
    console.error(`BENCH_DATABASE_URL must point at this machine (127.0.0.1), got ${u.hostname}`);
    process.exit(2);
  }
}

/** Waits (bounded by `seconds`) until the machine's busy CPU over 2 s is below 25% of one core; returns that figure. */
async function waitQuiet(seconds) {
  const deadline = Date.now() + seconds * 1000;
  let busyPct;
  for (let i = 0; i < 10_000; i++) {
    const a = machineBusySeconds();
    await sleep(2000);
    const b = machineBusySeconds();
    if (!a || !b) return undefined;
    busyPct = (100 * (b.busy - a.busy)) / 2;
    if (busyPct < 25 || Date.now() >= deadline) break;
    if (i === 0) console.log(`  machine busy (${fmt(busyPct, 0)}% of a core): waiting up to ${seconds} s for quiet…`);
  }
  return busyPct;
}

// ---------------------------------------------------------------------------------------------------------------
// Databases
// ---------------------------------------------------------------------------------------------------------------

async function pgMemberCount(url) {
  return withPg(url, async (c) => {
    const t = await c.query(`select to_regclass('public.members') as t`);
    if (!t.rows[0].t) return 0;
    return Number((await c.query('select count(*)::int as n from members')).rows[0].n);
  });
}

const MIGRATIONS_DIR = path.join(ROOT, 'apps', 'server', 'src', 'db', 'migrations');

/**
 * What the seeded data must match: the member count and the server's migrations. A new migration brings new tables
 * the demo generator fills, so data seeded before it is replaced instead of measured. (Edits to the generator that
 * keep the schema do not trigger a reseed, since seeding 100,000 members with their finance data takes minutes:
 * use --reseed.)
 */
function seedFingerprint() {
  const migrations = fs.existsSync(MIGRATIONS_DIR) ? fs.readdirSync(MIGRATIONS_DIR).filter((f) => /\.[cm]?[jt]s$/.test(f)).sort() : [];
  return { members: opts.members, migrations };
}

function readMarker(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Seeds unless the database holds data of this generator with `members` members (or with --reseed); returns seconds spent. */
async function prepareDatabase(db, logFile) {
  const started = Date.now();
  const seedArgs = ['--members', String(opts.members)];
  const want = seedFingerprint();
  const marker = readMarker(db.markerFile);
  const sameGenerator = marker?.members === want.members && JSON.stringify(marker?.migrations) === JSON.stringify(want.migrations);
  if (db.kind === 'postgres') {
    if (await ensureDatabase(db.url)) console.log(`  created database ${new URL(db.url).pathname.slice(1)}`);
    const have = await pgMemberCount(db.url);
    // the demo seed adds its loan demo members (0990001…) to the generated ones
    if (have >= opts.members && sameGenerator && !args.reseed) {
      console.log(`  ${have} members already seeded (${marker.at}): reusing`);
      return 0;
    }
    const why = args.reseed ? '--reseed' : have < opts.members ? `database holds ${have}` : 'the migrations changed since';
    console.log(`  seeding ${opts.members} members (${why})…`);
    fs.rmSync(db.markerFile, { force: true });
    await runNode(SEED_JS, [...seedArgs, '--reset'], { env: db.env, logFile, timeoutMs: 20 * 60_000 });
  } else {
    if (sameGenerator && fs.existsSync(path.join(db.dataDir, 'pglite')) && !args.reseed) {
      console.log(`  ${marker.members} members already seeded in ${db.dataDir} (${marker.at}): reusing`);
      return 0;
    }
    const why = args.reseed ? '--reseed' : marker ? 'the migrations changed since' : 'no seeded data yet';
    console.log(`  seeding ${opts.members} members into a fresh ${db.dataDir} (${why})…`);
    const tmp = os.tmpdir() + path.sep;
    if (!db.dataDir.startsWith(tmp) && !db.dataDir.startsWith('/tmp/')) {
      throw new Error(`refusing to wipe ${db.dataDir}: the PGlite bench directory must live under ${os.tmpdir()}`);
    }
    fs.rmSync(db.dataDir, { recursive: true, force: true });
    fs.mkdirSync(db.dataDir, { recursive: true });
    await runNode(SEED_JS, seedArgs, { env: db.env, logFile, timeoutMs: 20 * 60_000 });
  }
  fs.writeFileSync(db.markerFile, JSON.stringify({ ...want, at: new Date().toISOString() }) + '\n');
  const s = (Date.now() - started) / 1000;
  console.log(`  seeded in ${s.toFixed(1)} s`);
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// The server under test
// ---------------------------------------------------------------------------------------------------------------
function startBenchServer(db, logFile, profileDir) {
  // the built web app and its page renderer, as in production, for the home_page scenario (`npm run build`)
  const nodeArgs = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir, '--cpu-prof-name', `${db.kind}.cpuprofile`] : [];
  return startServer({ script: SERVER_JS, env: db.env, logFile, nodeArgs });
}

// ---------------------------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------------------------
async function measure(base, serverPid, scenario, tokens) {
  // a body that names the server's own records (a product's id) is read from the server first
  if (scenario.prepare) scenario = { ...scenario, body: await scenario.prepare(base, tokens[0]) };
  await sampleCheck(base, scenario, tokens[0]);
  if (opts.warmup > 0) await cannon(base, scenario, tokens, { seconds: opts.warmup, connections: opts.connections });
  const cpu0 = cpuSecondsOf(serverPid);
  const pg0 = postgresCpuSeconds();
  const self0 = process.cpuUsage();
  const m0 = machineBusySeconds();
  const r = await cannon(base, scenario, tokens, { seconds: opts.duration, connections: opts.connections });
  const m1 = machineBusySeconds();
  const self = process.cpuUsage(self0);
  const pg1 = postgresCpuSeconds();
  const cpu1 = cpuSecondsOf(serverPid);
  const wall = r.duration;
  const pct = (seconds) => (seconds === undefined || Number.isNaN(seconds) ? undefined : (100 * seconds) / wall);
  const serverCpu = cpu0 !== undefined && cpu1 !== undefined ? cpu1 - cpu0 : undefined;
  // backends that exit during the run take their CPU time with them: never below zero
  const postgresCpu = pg0 !== undefined && pg1 !== undefined ? Math.max(0, pg1 - pg0) : undefined;
  const selfCpu = (self.user + self.system) / 1e6;
  const machineCpu = m0 && m1 ? m1.busy - m0.busy : undefined;
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  return {
    scenario: scenario.name,
    method: scenario.method,
    path: scenario.path,
    rps: r.requests.average,
    rpsStddev: r.requests.stddev,
    requests: r.requests.total,
    latencyMs: { avg: r.latency.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
    // CPU use in % of one core over the measured seconds: 200% is the whole 2-core machine.
    serverCpuPercent: pct(serverCpu),
    postgresCpuPercent: pct(postgresCpu),
    autocannonCpuPercent: pct(selfCpu),
    machineCpuPercent: pct(machineCpu),
    /** What other users of this shared machine took meanwhile: machine minus server, PostgreSQL and this process. */
    otherCpuPercent:
      machineCpu !== undefined ? pct(Math.max(0, machineCpu - (serverCpu ?? 0) - (postgresCpu ?? 0) - selfCpu)) : undefined,
    seconds: wall,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One database kind
// ---------------------------------------------------------------------------------------------------------------
async function benchDatabase(kind, stamp) {
  const logFile = path.join(OUT_DIR, `${stamp}-${kind}.log`);
  const db =
    kind === 'postgres'
      ? {
          kind,
          url: pgUrl,
          // the PostgreSQL database cannot hold the marker (the schema is the server's), so it lives in bench/out/
          markerFile: path.join(OUT_DIR, `seeded-${new URL(pgUrl).port || 5432}-${new URL(pgUrl).pathname.slice(1)}.json`),
          env: { ...process.env, DATABASE_URL: pgUrl, SEED_DEMO: '0' },
        }
      : {
          kind,
          dataDir: path.resolve(args['pglite-dir']),
          markerFile: path.join(path.resolve(args['pglite-dir']), 'bench-seeded.json'),
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.resolve(args['pglite-dir']) },
        };
  delete db.env.BENCH_DATABASE_URL;
  console.log(`\n== ${kind} ==`);
  const seedSeconds = await prepareDatabase(db, logFile);

  const profileDir = args.profile ? path.join(OUT_DIR, `profile-${stamp}`) : undefined;
  const server = await startBenchServer(db, logFile, profileDir);
  console.log(`  server pid ${server.child.pid} on ${server.base}`);
  const results = [];
  let logins;
  let busyBefore;
  try {
    logins = await loginSpread(server.base, opts.logins, opts.members, DEMO_PASSWORD);
    console.log(`  logged in ${logins.tokens.length} members (${logins.numbers[0]}…${logins.numbers.at(-1)}) in ${logins.ms} ms`);
    if (opts.quietWait > 0) busyBefore = await waitQuiet(opts.quietWait);
    for (const s of scenarios) {
      process.stdout.write(`  ${s.name}: ${opts.warmup ? `${opts.warmup} s warm-up + ` : ''}${opts.duration} s… `);
      const r = await measure(server.base, server.child.pid, s, logins.tokens);
      results.push(r);
      console.log(`${fmt(r.rps, 0)} req/s, p99 ${r.latencyMs.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
      if (r.otherCpuPercent > DISTURBED_OTHER_CPU_PERCENT) {
        console.log(`    note: other processes on this machine took ${fmt(r.otherCpuPercent, 0)}% of a core meanwhile; figures are depressed`);
      }
    }
  } finally {
    if (logins) await logoutAll(server.base, logins.tokens);
    await stopChild(server.child);
  }
  const base = results.find((r) => r.scenario === baselineScenario.name);
  for (const r of results) r.ratioToBaseline = base && base.rps > 0 ? r.rps / base.rps : undefined;
  return { database: kind, seedSeconds, loginMs: logins?.ms, machineBusyPercentBefore: busyBefore, loggedIn: logins?.numbers, results };
}

// ---------------------------------------------------------------------------------------------------------------
// Budget, report
// ---------------------------------------------------------------------------------------------------------------
const fmt = (n, digits = 1) => (n === undefined || Number.isNaN(n) ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));

function checkBudgets(runs) {
  const verdicts = [];
  for (const b of BUDGETS) {
    const run = runs.find((r) => r.database === b.database);
    if (!run) continue;
    for (const s of scenarios.filter((x) => (b.appliesTo === 'feed' ? x.feed : x.name === b.appliesTo))) {
      const r = run.results.find((x) => x.scenario === s.name);
      if (!r) continue;
      const lines = [
        { what: `${s.name} rps ≥ ${b.minRatio * 100}% of ${baselineScenario.name}`, actual: `${fmt(r.ratioToBaseline * 100)}%`, pass: r.ratioToBaseline >= b.minRatio },
        { what: `${s.name} p99 < ${b.maxP99Ms} ms`, actual: `${r.latencyMs.p99} ms`, pass: r.latencyMs.p99 < b.maxP99Ms },
        { what: `${s.name} errors/timeouts = ${b.maxErrors}`, actual: `${r.errors}/${r.timeouts}`, pass: r.errors <= b.maxErrors && r.timeouts <= b.maxErrors },
        { what: `${s.name} non-2xx = ${b.maxNon2xx}`, actual: String(r.non2xx), pass: r.non2xx <= b.maxNon2xx },
      ];
      // p99 is an absolute figure: other users of this shared machine inflate it (see otherCpuPercent)
      const disturbed = [r, run.results.find((x) => x.scenario === baselineScenario.name)].some(
        (x) => x?.otherCpuPercent > DISTURBED_OTHER_CPU_PERCENT,
      );
      for (const l of lines) verdicts.push({ database: b.database, ...l, disturbed });
    }
  }
  return verdicts;
}

function markdown(report) {
  const rows = [
    '| Database | Scenario | req/s (avg) | p50 ms | p99 ms | non-2xx | errors / timeouts | vs baseline | CPU server / PG / autocannon / other |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const run of report.runs) {
    for (const r of run.results) {
      rows.push(
        `| ${run.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${r.method} ${r.path} | ${fmt(r.rps, 0)} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.non2xx} | ${r.errors} / ${r.timeouts} | ${r.scenario === baselineScenario.name ? 'baseline' : `${fmt(r.ratioToBaseline * 100)}%`} | ${[r.serverCpuPercent, r.postgresCpuPercent, r.autocannonCpuPercent, r.otherCpuPercent].map((x) => fmt(x, 0)).join(' / ')} % |`,
      );
    }
  }
  const v = ['', '| Budget (PostgreSQL) | Measured | Verdict |', '|---|---:|---|'];
  for (const b of report.verdicts) v.push(`| ${b.what} | ${b.actual} | ${b.pass ? 'PASS' : 'FAIL'}${b.disturbed ? ' (disturbed)' : ''} |`);
  const head = `${report.connections} connections, ${report.durationSeconds} s per scenario after ${report.warmupSeconds} s warm-up, ${report.members.toLocaleString('en-US')} members, ${report.logins} members logged in; ${report.machine.cpus} CPUs, Node ${report.machine.node}, ${report.startedAt.slice(0, 10)}.`;
  return [head, '', ...rows, ...(report.verdicts.length ? v : [])].join('\n');
}

async function main() {
  if (SERVER_JS !== BUILT_SERVER_JS) console.log(`Measuring ${path.relative(ROOT, SERVER_JS)}, not the built server`);
  for (const f of [SERVER_JS, SEED_JS]) {
    if (!fs.existsSync(f)) {
      console.error(`${path.relative(ROOT, f)} is missing: build the server first (npm run build -w @coop/server)`);
      process.exit(2);
    }
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const startedAt = new Date().toISOString();
  const stamp = startedAt.replace(/[:.]/g, '-');
  const report = {
    startedAt,
    connections: opts.connections,
    durationSeconds: opts.duration,
    warmupSeconds: opts.warmup,
    members: opts.members,
    logins: opts.logins,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      loadAverageAtStart: os.loadavg(),
      node: process.version,
      autocannon: '9',
    },
    server: path.relative(ROOT, SERVER_JS),
    serverBuild: fs.statSync(SERVER_JS).mtime.toISOString(),
    profiled: args.profile,
    runs: [],
    verdicts: [],
  };
  let failure;
  for (const kind of databases) {
    try {
      report.runs.push(await benchDatabase(kind, stamp));
    } catch (err) {
      failure = err;
      console.error(`\n${kind}: ${err.message}`);
      report.runs.push({ database: kind, error: String(err.message), results: [] });
    }
  }
  report.verdicts = checkBudgets(report.runs.filter((r) => !r.error));
  const budgetRan = BUDGETS.some((b) => report.runs.some((r) => r.database === b.database && !r.error));
  report.budgetPass = budgetRan ? report.verdicts.every((v) => v.pass) : undefined;

  const jsonFile = path.join(OUT_DIR, `${stamp}.json`);
  fs.writeFileSync(jsonFile, JSON.stringify(report, null, 2) + '\n');
  fs.writeFileSync(path.join(OUT_DIR, 'latest.json'), JSON.stringify(report, null, 2) + '\n');

  console.log('\n' + markdown({ ...report, runs: report.runs.filter((r) => !r.error) }) + '\n');
  for (const v of report.verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.database}: ${v.what} (${v.actual})`);
  if (report.verdicts.some((v) => v.disturbed)) {
    console.log(
      `Disturbed: other processes took more than ${DISTURBED_OTHER_CPU_PERCENT}% of a core while the budgeted scenarios ran ` +
        '(column "other"); p99 and req/s are then pessimistic. Run again on a quiet machine before acting on a FAIL.',
    );
  }
  if (report.budgetPass === undefined) console.log('Budget not checked: the PostgreSQL run did not take place.');
  console.log(`\nJSON: ${path.relative(ROOT, jsonFile)}`);

  if (failure) process.exitCode = 1;
  else if (args.check && report.budgetPass === false) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
