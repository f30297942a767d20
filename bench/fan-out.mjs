#!/usr/bin/env node
// Issue 25's measures through HTTP: the deduction-billed event of a console import reaching 100,000 members on
// PostgreSQL, with the portal as it runs (the built server, its job workers, member sessions over HTTP).
//
// It makes a fresh database (100,000 members in a few SQL statements: a third opted in to push with a device, a tenth
// to LINE with a linked account; an admin), starts apps/server/dist/server.js against it with a local push service
// and LINE platform (both answer at once and count), logs members in through the API, then:
//   1. quiet: the four scenarios (health, the inbox feed, member_home, member_status) under autocannon at once, the
//      connections shared among them, no import running;
//   2. fan-out, per month (--months): the month's deduction file for every member uploaded as the console does
//      (timed: the answer, budget < 1 s) while the same load runs; it stops when the month's event, every inbox entry
//      and every delivery are written (timed from the upload, budget < 30 s); then its deliveries are given --settle
//      seconds to be sent before the next month's file (what is still unsent then is reported).
// Health, loaded at the same moments, is the baseline the feeds are compared with, since this shared machine is noisy.
//
//   npm run build && npm run bench:fan-out
//   npm run bench:fan-out -- --members 20000 --seconds 5
//   node bench/fan-out.mjs --help
//
// Only Node built-ins, autocannon, otplib, pg and tsx (to hash the password with the server's own function).
// Only 127.0.0.1 is targeted; every wait and loop is bounded.

import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { generateSecret } from 'otplib';
import pg from 'pg';
import { sleep, startServer, stopChild } from './lib/child-processes.mjs';
import { benchArgs, intArg as intArgOf } from './lib/command-line.mjs';
import { cpuSecondsOf, machineBusySeconds, postgresCpuSeconds } from './lib/cpu-use.mjs';
import { cannon, sampleCheck } from './lib/load.mjs';
import { loginSpread, logoutAll } from './lib/member-logins.mjs';
import { staffSession } from './lib/staff-login.mjs';
import { recreateDatabase } from './lib/with-pg.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'bench', 'out');
const SERVER_JS = path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
const HOST = '127.0.0.1';
const PASSWORD = 'Demo@1234';
const GROUP_NO = '00000001';
const ADMIN = 'benchadmin';
const BUDGET = { uploadMs: 1000, writtenMs: 30_000, feedP99Ms: 50 };

/** A sample check: a 200 whose JSON is `ok`, or what was expected. */
const okWhen = (ok, what) => (status, json) => (status === 200 && ok(json) ? undefined : `expected 200 ${what}, got ${status}`);
/** What is loaded; `feed: true` puts a scenario under the p99 budget. `check` refuses a run that would measure error pages. */
const SCENARIOS = [
  { name: 'health', method: 'GET', path: '/api/health', auth: false, check: okWhen((j) => j?.status === 'ok', "{status:'ok'}") },
  { name: 'inbox', method: 'GET', path: '/api/member/inbox', auth: 'member', feed: true, check: okWhen((j) => Array.isArray(j?.data), 'data') },
  { name: 'member_home', method: 'POST', path: '/api/member/member_home', body: {}, auth: 'member', feed: true, check: okWhen((j) => j?.rc_code === '1', "rc_code '1'") },
  { name: 'member_status', method: 'POST', path: '/api/member/member_status', body: {}, auth: 'member', feed: true, check: okWhen((j) => j?.rc_code === '1', "rc_code '1'") },
];

const args = benchArgs(
  {
    members: { type: 'string', default: '100000' },
    logins: { type: 'string', default: '200' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    timeout: { type: 'string', default: '120' },
    settle: { type: 'string', default: '20' },
    rate: { type: 'string', default: '0' },
    profile: { type: 'boolean', default: false },
    'worker-process': { type: 'boolean', default: false },
    'worker-nice': { type: 'string', default: '0' },
    months: { type: 'string', default: '1' },
  },
  `Usage: npm run bench:fan-out -- [options]
  --members <n>      members in the fresh database, each billed in every month's file (default 100000)
  --logins <n>       members logged in through the API, spread over all members (default 200)
  --connections <n>  autocannon connections, shared by the four scenarios (default 50)
  --months <n>       months fanned out one after the other (default 1)
  --seconds <n>      measured seconds of the quiet phase (default 10; 2 s warm-up before)
  --timeout <s>      longest wait for a month to be written (default 120)
  --settle <s>       longest wait, after a month is written, for its deliveries to be sent before the next (default 20)
  --rate <n>         requests per second offered to each scenario in an open loop (default 0: the connections as fast
                     as they go, which measures throughput; a latency budget is read at a stated rate, decision 068)
  --worker-process   jobs in a second server process (JOB_WORKER=0 in the one the load and the upload reach), as
                     docs/configuration.md allows for a process kept for requests
  --worker-nice <n>  with --worker-process: its nice level (0 to 19; default 0)
  --profile          run the server with --cpu-prof (summarise with node bench/cpuprofile-summary.mjs <file>)
Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/coop_bench_fanout; dropped and made again)`,
);
const intArg = (name, min, max) => intArgOf(args, name, min, max);
const opts = {
  members: intArg('members', 10, 9_999_999),
  logins: intArg('logins', 1, 2000),
  connections: intArg('connections', 1, 1000),
  seconds: intArg('seconds', 1, 600),
  timeoutMs: intArg('timeout', 10, 3600) * 1000,
  settleMs: intArg('settle', 0, 3600) * 1000,
  months: intArg('months', 1, 12),
  rate: intArg('rate', 0, 100_000),
  profile: args.profile,
  workerProcess: args['worker-process'],
  workerNice: intArg('worker-nice', 0, 19),
};
/** The connections are shared among the scenarios, all loaded at once. */
const connectionsEach = Math.max(1, Math.round(opts.connections / SCENARIOS.length));
const pgUrl = process.env.BENCH_DATABASE_URL || `postgres://postgres@${HOST}:5432/coop_bench_fanout`;
const dbName = decodeURIComponent(new URL(pgUrl).pathname.slice(1));
if (!['127.0.0.1', 'localhost'].includes(new URL(pgUrl).hostname) || !/^coop_bench[a-z0-9_]*$/.test(dbName)) {
  console.error(`BENCH_DATABASE_URL must name a database coop_bench… on this machine (it is dropped), got ${pgUrl}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------------------------
// The peers the deliveries go to: a push service and the LINE platform, on loopback, answering at once
// ---------------------------------------------------------------------------------------------------------------
function startPeers() {
  const received = { push: 0, line: 0, other: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url.startsWith('/push/')) {
        received.push++;
        res.writeHead(201).end();
      } else if (req.url === '/v2/bot/message/push') {
        received.line++;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"sentMessages":[]}');
      } else {
        received.other++;
        res.writeHead(404).end();
      }
    });
  });
  return new Promise((resolve) => server.listen(0, HOST, () => resolve({ server, received, base: `http://${HOST}:${server.address().port}` })));
}

// ---------------------------------------------------------------------------------------------------------------
// The database
// ---------------------------------------------------------------------------------------------------------------
/** The server's own hash of the password (its product cost), made by its own function. */
function serverPasswordHash(password) {
  const code = `import('./apps/server/src/auth/password.ts').then((m) => m.hashPassword(${JSON.stringify(password)})).then((h) => console.log(h))`;
  return execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '-e', code], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 }).trim();
}

/** Members, their sessions' passwords, their choices, devices and LINE accounts, and an admin: set-wise SQL, seconds. */
async function fillDatabase(client, peersBase, totpSecret) {
  const hash = serverPasswordHash(PASSWORD);
  if (!hash.startsWith('scrypt$')) throw new Error(`unexpected password hash: ${hash.slice(0, 20)}`);
  // one browser's keys for every device: the server encrypts each message for it all the same (RFC 8291)
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const n = opts.members;
  const statements = [
    [`insert into member_groups (member_group_no, name) values ($1, 'หน่วยทดสอบภาระ')`, [GROUP_NO]],
    [
      `insert into members (membership_no, prename, first_name, last_name, member_group_no, member_status, national_id, sex, birth_date, member_date)
       select lpad(i::text, 7, '0'), 'นาย', 'สมาชิก', 'ทดสอบ' || i, $1, 'ปกติ', '1101700203450', 'M', '1980-05-17', '2005-01-10'
       from generate_series(1, $2::int) i`,
      [GROUP_NO, n],
    ],
    [`insert into member_accounts (membership_no, password_hash, password_changed_at) select lpad(i::text, 7, '0'), $1, now() from generate_series(1, $2::int) i`, [hash, n]],
    // last month, posted: what a member's home and deductions show before this month's file
    [
      `insert into kep_headers (membership_no, year, month, seq, member_group_no, receipt_no, receipt_date, posted, share_total, principal_total, interest_total, amount_total)
       select lpad(i::text, 7, '0'), 2026, 10, 1, $1, 'R2610-' || i, '2026-10-31', true, 1000, 2000, 300.25, 3300.25 from generate_series(1, $2::int) i`,
      [GROUP_NO, n],
    ],
    [
      `insert into notification_preferences (membership_no, kind, channel, updated_at)
       select lpad(i::text, 7, '0'), 'deduction-billed', 'push', now() from generate_series(1, $1::int, 3) i
       union all select lpad(i::text, 7, '0'), 'deduction-billed', 'line', now() from generate_series(1, $1::int, 10) i`,
      [n],
    ],
    [
      `insert into push_subscriptions (membership_no, endpoint, p256dh, auth, device_name)
       select lpad(i::text, 7, '0'), $2 || '/push/' || i, $3, $4, 'Chrome บน Android' from generate_series(1, $1::int, 3) i`,
      [n, peersBase, p256dh, auth],
    ],
    [`insert into line_links (membership_no, line_user_id, linked_at) select lpad(i::text, 7, '0'), 'U' || md5(i::text), now() from generate_series(1, $1::int, 10) i`, [n]],
    [
      `insert into staff_users (username, display_name, role, password_hash, password_changed_at, totp_secret, totp_enrolled_at, created_at)
       values ($1, 'ผู้ดูแลทดสอบภาระ', 'admin', $2, now(), $3, now(), now())`,
      [ADMIN, hash, totpSecret],
    ],
  ];
  for (const [text, values] of statements) await client.query(text, values);
  await client.query('analyze');
}

// ---------------------------------------------------------------------------------------------------------------
// The server and the console
// ---------------------------------------------------------------------------------------------------------------
/** The built server; `jobs` says whether it runs jobs (JOB_WORKER), `nice` its scheduling priority. */
function startPortal(peersBase, logFile, { jobs = true, nice = 0 } = {}) {
  const env = (base) => {
    const own = {
      ...process.env,
      DATABASE_URL: pgUrl,
      SEED_DEMO: '0',
      PUBLIC_URL: base,
      WEB_PUSH_SERVICE_HOSTS: HOST,
      LINE_CHANNEL_SECRET: 'bench-channel-secret',
      LINE_CHANNEL_ACCESS_TOKEN: 'bench-access-token',
      LINE_BOT_BASIC_ID: '@benchcoop',
      LINE_API_URL: peersBase,
      JOB_WORKER: jobs ? '1' : '0',
    };
    delete own.BENCH_DATABASE_URL;
    return own;
  };
  const nodeArgs = opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(OUT_DIR, 'profile-fan-out')}`] : [];
  return startServer({ script: SERVER_JS, env, logFile, nodeArgs, nice });
}


/** A month's deductions file as core banking exports it: one invoice (not posted) per member. */
function deductionFile(year, month) {
  const mm = String(month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lines = ['membership_no,year,month,seq,member_group_no,receipt_no,receipt_date,posted,share_total,principal_total,interest_total,amount_total'];
  for (let i = 1; i <= opts.members; i++) {
    const no = String(i).padStart(7, '0');
    lines.push(`${no},${year},${month},1,${GROUP_NO},R${year}${mm}-${no},${year}-${mm}-${lastDay},0,1000.00,"2,000.00",${(300 + (i % 100) / 100).toFixed(2)},"${(3300 + (i % 100) / 100).toFixed(2)}"`);
  }
  return Buffer.from(lines.join('\n') + '\n');
}

/** The file sent as the console sends it: the bytes as the body, what they are in the query. */
async function upload(base, token, bytes, fileName) {
  const query = new URLSearchParams({ dataset: 'kep-headers', file_name: fileName, encoding: 'utf-8', calendar: 'gregorian' });
  const res = await fetch(`${base}/api/admin/import/upload?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
    body: bytes,
    signal: AbortSignal.timeout(60_000),
  });
  const json = await res.json().catch(() => undefined);
  if (res.status !== 200 || json?.state !== 'queued') throw new Error(`upload: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

// ---------------------------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------------------------
/** CPU seconds so far of the server, PostgreSQL, this process and the machine. */
function cpuNow(serverPids) {
  const self = process.cpuUsage();
  return { server: [serverPids].flat().reduce((sum, pid) => sum + (cpuSecondsOf(pid) ?? 0), 0), postgres: postgresCpuSeconds(), self: (self.user + self.system) / 1e6, machine: machineBusySeconds()?.busy };
}

/** % of one core each took between two readings over `seconds`; "other" is what the rest of this shared machine took. */
function cpuShare(a, b, seconds) {
  const d = (k) => (a[k] === undefined || b[k] === undefined ? undefined : Math.max(0, b[k] - a[k]));
  const pct = (x) => (x === undefined ? undefined : Math.round((100 * x) / seconds));
  const other = d('machine') === undefined ? undefined : Math.max(0, d('machine') - (d('server') ?? 0) - (d('postgres') ?? 0) - d('self'));
  return { server: pct(d('server')), postgres: pct(d('postgres')), bench: pct(d('self')), other: pct(other) };
}

function summary(scenario, r, cpu) {
  return {
    scenario: scenario.name,
    path: `${scenario.method} ${scenario.path}`,
    seconds: r.duration,
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    cpuPercent: cpu,
  };
}

/** Every scenario's load at once until `stop` resolves (or `seconds` pass); each one's figures, with the phase's CPU. */
async function loadAll(base, serverPid, tokens, seconds, stop) {
  for (const scenario of SCENARIOS) await sampleCheck(base, scenario, tokens[0]);
  const c0 = cpuNow(serverPid);
  const loads = SCENARIOS.map((scenario) => cannon(base, scenario, tokens, { seconds, connections: connectionsEach, rate: opts.rate }));
  const during = await stop();
  for (const l of loads) l.stop();
  const results = await Promise.all(loads);
  const cpu = cpuShare(c0, cpuNow(serverPid), results[0].duration);
  return { during, results, loads: SCENARIOS.map((scenario, i) => summary(scenario, results[i], cpu)) };
}

async function quietRun(base, serverPid, tokens) {
  await Promise.all(SCENARIOS.map((scenario) => cannon(base, scenario, tokens, { seconds: 2, connections: connectionsEach, rate: opts.rate })));
  return (await loadAll(base, serverPid, tokens, opts.seconds, () => sleep(opts.seconds * 1000 + 1000))).loads;
}

// ---------------------------------------------------------------------------------------------------------------
// One month fanned out under load
// ---------------------------------------------------------------------------------------------------------------
/** Counts of what a published event wrote, once its row is there (the import writes it all in one transaction). */
async function eventCounts(client, key) {
  const { rows } = await client.query(
    `select e.id,
       (select count(*)::int from member_inbox i where i.event_id = e.id) as inbox,
       (select count(*)::int from member_deliveries d where d.event_id = e.id and d.channel = 'push') as push,
       (select count(*)::int from member_deliveries d where d.event_id = e.id and d.channel = 'line') as line,
       (select count(*)::int from jobs j where j.name = 'notify.deliver' and (j.data->>'eventId')::bigint = e.id) as jobs
     from member_events e where e.key = $1`,
    [key],
  );
  return rows[0];
}

/** The upload, then the import's run followed until the month's event is there (all of it, one transaction). */
async function uploadAndFollow(ctx, key, bytes, fileName) {
  const { base, staffToken, client } = ctx;
  await sleep(1000);
  const t0 = performance.now();
  const answer = await upload(base, staffToken, bytes, fileName);
  const uploadMs = performance.now() - t0;
  const phases = [];
  let written;
  for (let i = 0; i < 100_000 && performance.now() - t0 < opts.timeoutMs; i++) {
    const run = (await client.query('select state, phase, progress_rows from import_runs where id = $1', [answer.run_id])).rows[0];
    const seen = `${run?.state}/${run?.phase ?? '–'}`;
    if (phases.at(-1)?.state !== seen) phases.push({ state: seen, atMs: Math.round(performance.now() - t0), rows: run?.progress_rows });
    if ((await client.query('select 1 from member_events where key = $1', [key])).rowCount > 0) {
      written = performance.now() - t0;
      break;
    }
    if (run?.state === 'ended') break;
    await sleep(100);
  }
  return { runId: answer.run_id, t0, uploadMs, written, phases };
}

/** With an open loop: each scenario's p99 while the import was in each phase (what slows the feeds, and when). */
function p99ByPhase(loads, results, t0, phases) {
  const bounds = phases.map((p, i) => ({ name: p.state, from: t0 + p.atMs, to: i + 1 < phases.length ? t0 + phases[i + 1].atMs : Infinity }));
  return loads.map((l, i) => ({
    scenario: l.scenario,
    phases: bounds.map((b) => {
      const ms = (results[i].timeline ?? []).filter(([due]) => due >= b.from && due < b.to).map(([, x]) => x).sort((a, c) => a - c);
      return { phase: b.name, answers: ms.length, p99: ms.length ? Math.round(ms[Math.min(ms.length - 1, Math.floor(0.99 * ms.length))]) : undefined };
    }),
  }));
}

async function fanOutRun(ctx, year, month) {
  const { base, serverPid, tokens, client } = ctx;
  const key = `deduction-billed:${year}-${String(month).padStart(2, '0')}`;
  const bytes = deductionFile(year, month);
  const unsentBefore = (await client.query(`select count(*)::int as n from member_deliveries where status in ('queued', 'sending')`)).rows[0].n;
  const { during, loads, results } = await loadAll(base, serverPid, tokens, Math.ceil(opts.timeoutMs / 1000) + 5, () => uploadAndFollow(ctx, key, bytes, `kep-headers-${year}-${month}.csv`));
  const { runId, t0, uploadMs, written, phases } = during;
  const counts = await eventCounts(client, key);
  const outcome = (await client.query('select state, outcome, rows_read, inserted, error_count from import_runs where id = $1', [runId])).rows[0];
  // the server's workers send the deliveries: a while to do so before the next month, whose load they would disturb
  const s0 = performance.now();
  let pending;
  for (let i = 0; i < 100_000 && performance.now() - s0 < opts.settleMs; i++) {
    pending = (await client.query(`select count(*)::int as n from member_deliveries d join member_events e on e.id = d.event_id where e.key = $1 and d.status in ('queued', 'sending')`, [key])).rows[0].n;
    if (pending === 0) break;
    await sleep(1000);
  }
  const statuses = (await client.query(`select d.status, count(*)::int as n from member_deliveries d join member_events e on e.id = d.event_id where e.key = $1 group by d.status`, [key])).rows;
  return {
    month: `${year}-${String(month).padStart(2, '0')}`,
    fileBytes: bytes.length,
    unsentBefore,
    uploadMs: Math.round(uploadMs),
    writtenMs: written === undefined ? undefined : Math.round(written),
    phases,
    run: outcome,
    counts,
    sentAfterWrittenMs: pending === 0 ? Math.round(performance.now() - s0) : undefined,
    deliveryStatuses: Object.fromEntries(statuses.map((s) => [s.status, s.n])),
    loads,
    byPhase: opts.rate > 0 ? p99ByPhase(loads, results, t0, phases) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------------------------
const fmt = (n, digits = 0) => (n === undefined || Number.isNaN(n) ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));
const cpuCell = (c) => [c.server, c.postgres, c.bench, c.other].map((x) => fmt(x)).join(' / ');

function verdicts(report) {
  const expected = { inbox: opts.members, push: Math.ceil(opts.members / 3), line: Math.ceil(opts.members / 10) };
  const lines = [];
  for (const f of report.fanOut) {
    const all = f.counts?.inbox === expected.inbox && f.counts?.push === expected.push && f.counts?.line === expected.line;
    lines.push({ what: `${f.month}: upload answered < ${BUDGET.uploadMs} ms`, actual: `${f.uploadMs} ms`, pass: f.uploadMs < BUDGET.uploadMs });
    lines.push({
      what: `${f.month}: ${fmt(expected.inbox)} inbox entries, ${fmt(expected.push)} push and ${fmt(expected.line)} LINE deliveries written < 30 s from the upload`,
      actual: `${f.writtenMs === undefined ? 'not written' : `${fmt(f.writtenMs / 1000, 1)} s`} (${fmt(f.counts?.inbox)} / ${fmt(f.counts?.push)} / ${fmt(f.counts?.line)})`,
      pass: all && f.writtenMs !== undefined && f.writtenMs < BUDGET.writtenMs,
    });
    for (const l of f.loads.filter((x) => SCENARIOS.find((s) => s.name === x.scenario)?.feed)) {
      lines.push({
        what: `${l.scenario} p99 < ${BUDGET.feedP99Ms} ms while ${f.month} is imported and fanned out`,
        actual: `${l.p99} ms (non-2xx ${l.non2xx}, errors ${l.errors})`,
        pass: l.p99 < BUDGET.feedP99Ms && l.non2xx === 0 && l.errors === 0,
      });
    }
  }
  return lines;
}

function markdown(report) {
  const healthOf = (rows) => rows.find((x) => x.scenario === 'health')?.rps;
  const out = [
    `${fmt(report.members)} members, ${report.logins} logged in, ${SCENARIOS.length} scenarios loaded at once, ${report.rate ? `each offered ${fmt(report.rate)} requests/s (open loop)` : `${report.connections} connections shared among them, as fast as they go`}; ${report.workerProcess ? `jobs in a second process${report.workerNice ? ` at nice ${report.workerNice}` : ''} (CPU "server" is both)` : 'jobs in the server process'}; load average at start ${report.loadAverage.start.map((x) => x.toFixed(2)).join(', ')}, at end ${report.loadAverage.end.map((x) => x.toFixed(2)).join(', ')}.`,
    '',
    '| phase | scenario | req/s | vs health | p50 ms | p99 ms | non-2xx | errors | CPU % server / PG / bench / other |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const phases = [{ name: 'quiet', loads: report.quiet }, ...report.fanOut.map((f) => ({ name: `fan-out of ${f.month}`, loads: f.loads }))];
  for (const { name, loads } of phases) {
    const health = healthOf(loads);
    for (const r of loads) {
      out.push(`| ${name}, ${fmt(r.seconds)} s | ${r.path} | ${fmt(r.rps)} | ${r.scenario === 'health' ? 'baseline' : `${fmt((100 * r.rps) / health, 1)}%`} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${cpuCell(r.cpuPercent)} |`);
    }
  }
  out.push('', '| month | file | unsent deliveries of earlier months at the upload | upload answered | written (from the upload) | import phases (ms from the upload) | its deliveries all sent |', '|---|---:|---:|---:|---:|---|---:|');
  for (const f of report.fanOut) {
    out.push(
      `| ${f.month} | ${fmt(f.fileBytes / 1e6, 1)} MB | ${fmt(f.unsentBefore)} | ${f.uploadMs} ms | ${f.writtenMs === undefined ? '–' : `${fmt(f.writtenMs / 1000, 1)} s`} | ${f.phases.map((p) => `${p.state} ${p.atMs}`).join(', ')} | ${f.sentAfterWrittenMs === undefined ? `not within ${opts.settleMs / 1000} s: ${JSON.stringify(f.deliveryStatuses)}` : `${fmt(f.sentAfterWrittenMs / 1000, 1)} s after`} |`,
    );
  }
  for (const f of report.fanOut.filter((x) => x.byPhase)) {
    out.push('', `p99 ms (answers) by the phase of ${f.month}'s import at the moment a request was due:`, '', `| scenario | ${f.byPhase[0].phases.map((p) => p.phase).join(' | ')} |`, `|---|${f.byPhase[0].phases.map(() => '---:').join('|')}|`);
    for (const b of f.byPhase) out.push(`| ${b.scenario} | ${b.phases.map((p) => `${p.p99 ?? '–'} (${p.answers})`).join(' | ')} |`);
  }
  out.push('', '| budget | measured | verdict |', '|---|---|---|');
  for (const v of report.verdicts) out.push(`| ${v.what} | ${v.actual} | ${v.pass ? 'met' : 'MISSED'} |`);
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
async function main() {
  if (!fs.existsSync(SERVER_JS)) {
    console.error(`${path.relative(ROOT, SERVER_JS)} is missing: npm run build first`);
    process.exit(2);
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const startedAt = new Date().toISOString();
  const stamp = startedAt.replace(/[:.]/g, '-');
  const logFile = path.join(OUT_DIR, `fan-out-${stamp}-server.log`);
  const report = { startedAt, members: opts.members, logins: opts.logins, connections: opts.connections, rate: opts.rate, workerProcess: opts.workerProcess, workerNice: opts.workerNice, machine: { cpus: os.cpus().length, node: process.version }, loadAverage: { start: os.loadavg() } };

  const peers = await startPeers();
  await recreateDatabase(pgUrl);
  // the server's first start makes the tables (its migrations); the data goes in while it idles
  const server = await startPortal(peers.base, logFile, { jobs: !opts.workerProcess });
  console.log(`server pid ${server.child.pid} on ${server.base}, log ${path.relative(ROOT, logFile)}`);
  const worker = opts.workerProcess ? await startPortal(peers.base, logFile, { jobs: true, nice: opts.workerNice }) : undefined;
  if (worker) console.log(`job worker pid ${worker.child.pid}${opts.workerNice ? ` at nice ${opts.workerNice}` : ''}`);
  const serverPids = [server.child.pid, worker?.child.pid].filter(Boolean);
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  let logins;
  try {
    const totpSecret = generateSecret();
    let t = Date.now();
    await fillDatabase(client, peers.base, totpSecret);
    report.fillSeconds = (Date.now() - t) / 1000;
    console.log(`${fmt(opts.members)} members with push, LINE and an admin in ${fmt(report.fillSeconds, 1)} s`);
    const staffToken = (await staffSession(server.base, { username: ADMIN, password: PASSWORD }, totpSecret)).token;
    logins = await loginSpread(server.base, opts.logins, opts.members, PASSWORD);
    console.log(`logged in ${logins.tokens.length} members in ${fmt(logins.ms / 1000, 1)} s`);

    report.quiet = await quietRun(server.base, serverPids, logins.tokens);
    for (const r of report.quiet) console.log(`quiet ${r.scenario}: ${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
    report.fanOut = [];
    for (let i = 0; i < opts.months; i++) {
      const year = 2026 + Math.floor((10 + i) / 12);
      const month = ((10 + i) % 12) + 1;
      t = Date.now();
      const f = await fanOutRun({ base: server.base, serverPid: serverPids, tokens: logins.tokens, staffToken, client }, year, month);
      report.fanOut.push(f);
      console.log(
        `fan-out ${f.month}: upload ${f.uploadMs} ms, written ${fmt(f.writtenMs)} ms (${JSON.stringify(f.counts)}), ` +
          `${f.loads.map((l) => `${l.scenario} p99 ${l.p99} ms`).join(', ')}; sent ${fmt(f.sentAfterWrittenMs)} ms later; ${fmt((Date.now() - t) / 1000)} s in all`,
      );
    }
    report.peersReceived = { ...peers.received };
  } finally {
    if (logins) await logoutAll(server.base, logins.tokens);
    await client.end();
    await stopChild(server.child);
    if (worker) await stopChild(worker.child);
    peers.server.close();
  }
  report.loadAverage.end = os.loadavg();
  report.verdicts = verdicts(report);
  const jsonFile = path.join(OUT_DIR, `fan-out-${stamp}.json`);
  fs.writeFileSync(jsonFile, JSON.stringify(report, null, 2) + '\n');
  console.log('\n' + markdown(report) + '\n');
  console.log(`JSON: ${path.relative(ROOT, jsonFile)}`);
  if (report.verdicts.some((v) => !v.pass)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
