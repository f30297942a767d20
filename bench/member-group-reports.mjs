#!/usr/bin/env node
// Member-group report timings (issue 11): the 5,000-member group's cover sheet as JSON, PDF and Excel, each under
// 2 seconds on this machine, next to /api/health measured in the same run (machines here are noisy).
//
//   npm run bench:group-reports                         # 100,000 members on PostgreSQL, seeded once and reused
//   node bench/member-group-reports.mjs --members 20000 --runs 5
//
// Seeds BENCH_GROUP_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/coop_group_bench) with the demo
// generator, whose benchmark-sized seeds put the last 5,000 members in group 00052000; starts the built server
// (`npm run build` first); logs in as that group; times each report `--runs` times. Only 127.0.0.1 is targeted.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOST, OUT_DIR, SEED_JS, SERVER_JS } from './lib/built-portal.mjs';
import { runNode, startServer, stopChild } from './lib/child-processes.mjs';
import { ensureDatabase, withPg } from './lib/with-pg.mjs';

const LARGE_GROUP = '00052000';
const GROUP_PASSWORD = 'Group@1234';
const BUDGET_MS = 2_000;

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    reseed: { type: 'boolean', default: false },
  },
});
const members = Number(args.members);
const runs = Number(args.runs);
if (!Number.isInteger(members) || members < 20_000) throw new Error('--members must be at least 20000 (the large group needs a benchmark-sized seed)');
if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error('--runs must be 1 to 50');

const url = process.env.BENCH_GROUP_DATABASE_URL || `postgres://postgres@${HOST}:5432/coop_group_bench`;
if (new URL(url).hostname !== HOST) throw new Error(`BENCH_GROUP_DATABASE_URL must point at ${HOST}`);
fs.mkdirSync(OUT_DIR, { recursive: true });
const logFile = path.join(OUT_DIR, 'member-group-reports.log');

/** Seeds unless the database already holds this many members with the large group. */
async function prepare() {
  await ensureDatabase(url);
  const have = await withPg(url, async (c) => {
    const [{ table }] = (await c.query(`select to_regclass('public.member_group_accounts') as table`)).rows;
    if (!table) return { n: 0, large: 0 };
    return (await c.query('select count(*)::int as n, count(*) filter (where member_group_no = $1)::int as large from members', [LARGE_GROUP])).rows[0];
  });
  if (!args.reseed && have.n === members && have.large === 5_000) {
    console.log(`reusing ${have.n} seeded members (group ${LARGE_GROUP}: ${have.large})`);
    return;
  }
  console.log(`seeding ${members} members…`);
  const started = Date.now();
  await runNode(SEED_JS, ['--members', String(members), '--reset'], { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' }, logFile, timeoutMs: 30 * 60_000 });
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function timed(fetcher) {
  const ms = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetcher();
    const body = Buffer.from(await res.arrayBuffer());
    ms.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${res.url} answered ${res.status}: ${body.toString().slice(0, 200)}`);
    bytes = body.length;
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], max: ms.at(-1), bytes };
}

await prepare();
const { child: server, base } = await startServer({ script: SERVER_JS, env: { ...process.env, DATABASE_URL: url, SEED_DEMO: '0' }, logFile });
try {
  const login = await fetch(`${base}/api/membergroup/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ member_group_no: LARGE_GROUP, member_group_pass: GROUP_PASSWORD }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`group login failed: ${login.status}`);
  const auth = { authorization: `Bearer ${token}` };
  const post = (p) => () => fetch(`${base}${p}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
  const get = (p) => () => fetch(`${base}${p}`, { headers: auth });

  const rows = [
    ['health (baseline)', await timed(get('/api/health'))],
    ['keeprep JSON', await timed(post('/api/membergroup/keeprep'))],
    ['keeprep PDF', await timed(get('/api/membergroup/keeprep/pdf'))],
    ['keeprep Excel', await timed(get('/api/membergroup/keeprep/xlsx'))],
    ['summarize_rep JSON', await timed(post('/api/membergroup/summarize_rep'))],
    ['dashboard JSON', await timed(post('/api/membergroup/dashboard'))],
  ];
  const baseline = rows[0][1].median;
  console.log(`\n${members} members, group ${LARGE_GROUP} (5,000 members), ${runs} runs each, one request at a time`);
  console.log('| report | median ms | max ms | × health | size | under 2 s |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  let failed = false;
  for (const [name, r] of rows) {
    const ok = r.max < BUDGET_MS;
    if (!ok && !name.startsWith('health')) failed = true;
    console.log(`| ${name} | ${r.median.toFixed(0)} | ${r.max.toFixed(0)} | ${(r.median / baseline).toFixed(0)} | ${(r.bytes / 1024).toFixed(0)} KB | ${ok ? 'yes' : 'NO'} |`);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await stopChild(server);
}
