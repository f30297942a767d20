#!/usr/bin/env node
// Statement files (issue 28 item 1, decision 079): a 10,000-line deposit account's whole period as PDF and Excel,
// each under 3 seconds, and the server's memory while it streams them: its peak RSS for 1,000 lines and for 10,000
// lines, which stay close when the file is streamed (a buffered file grows with its lines). Beside
// /api/health measured in the same run (machines here are noisy).
//
//   npm run build && node bench/statement-files.mjs [--runs 5]
//
// Recreates BENCH_STATEMENT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/coop_statement_bench), seeds
// 20 demo members, gives member 0000002 two deposit accounts of 1,000 and 10,000 lines over 9.9 years, starts the
// built server and downloads each file `--runs` times, one request at a time. Only 127.0.0.1 is targeted.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOST, OUT_DIR, SEED_JS, SERVER_JS } from './lib/built-portal.mjs';
import { runNode, sleep, startServer, stopChild } from './lib/child-processes.mjs';
import { recreateDatabase, withPg } from './lib/with-pg.mjs';

const MEMBER = '0000002';
const BUDGET_MS = 3_000;

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error('--runs must be 1 to 50');
const url = process.env.BENCH_STATEMENT_DATABASE_URL || `postgres://postgres@${HOST}:5432/coop_statement_bench`;
if (new URL(url).hostname !== HOST) throw new Error(`BENCH_STATEMENT_DATABASE_URL must point at ${HOST}`);
fs.mkdirSync(OUT_DIR, { recursive: true });
const logFile = path.join(OUT_DIR, 'statement-files.log');

// 9.9 years of lines ending 2026-11-20: within the ten years one file may cover
const FIRST_DAY = '2016-12-25';
const LAST_DAY = '2026-11-20';

/** A deposit account of `lines` lines spread over the period: deposits of 100.25 and withdrawals of 50.10 in turn. */
async function addAccount(c, accountNo, lines) {
  await c.query(
    `insert into deposit_accounts (account_no, membership_no, type_code, type_name, account_name, balance, accrued_interest, withdrawable, held_amount, open_date)
     values ($1, $2, '01', 'ออมทรัพย์', 'บัญชีทดสอบความเร็ว', 0, 0, 0, 0, $3)`,
    [accountNo, MEMBER, FIRST_DAY],
  );
  await c.query(
    `insert into deposit_statements (account_no, seq, operate_date, item_code, item_desc, sign, amount, balance)
     select $1, i, $3::date + ((i - 1) * ($4::date - $3::date) / $2)::int,
       case when i % 2 = 1 then 'DEP' else 'WTD' end, case when i % 2 = 1 then 'ฝากเงินสด' else 'ถอนเงินสด' end,
       case when i % 2 = 1 then 1 else -1 end, case when i % 2 = 1 then 100.25 else 50.10 end,
       ((i + 1) / 2) * 100.25 - (i / 2) * 50.10
     from generate_series(1, $2::int) as i`,
    [accountNo, lines, FIRST_DAY, LAST_DAY],
  );
}

/** Resident memory of a process, in MB. */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function timed(pid, fetcher) {
  const ms = [];
  let bytes = 0;
  let peak = 0;
  for (let i = 0; i < runs; i++) {
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssMb(pid));
        await sleep(20);
      }
    })();
    const started = performance.now();
    const res = await fetcher();
    const body = Buffer.from(await res.arrayBuffer());
    ms.push(performance.now() - started);
    sampling = false;
    await sampler;
    if (res.status !== 200) throw new Error(`${res.url} answered ${res.status}: ${body.toString().slice(0, 200)}`);
    bytes = body.length;
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], max: ms.at(-1), bytes, peak };
}

await recreateDatabase(url);
await runNode(SEED_JS, ['--members', '20'], { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' }, logFile, timeoutMs: 10 * 60_000 });
await withPg(url, async (c) => {
  await addAccount(c, '9000000001', 1_000);
  await addAccount(c, '9000000010', 10_000);
  await c.query('analyze deposit_statements');
});
const { child: server, base } = await startServer({ script: SERVER_JS, env: { ...process.env, DATABASE_URL: url, SEED_DEMO: '0' }, logFile });
try {
  const login = await fetch(`${base}/api/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ membership_no: MEMBER, mem_password: 'Demo@1234', remember: false, recaptcha: '' }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`member login failed: ${login.status}`);
  const auth = { authorization: `Bearer ${token}` };
  const file = (format, account) => () =>
    fetch(`${base}/api/member/statement_file/deposit/${format}?account=${account}&from=25/12/2559&to=20/11/2569`, { headers: auth });

  await timed(server.pid, file('pdf', '9000000001')); // warm: fonts loaded, statements prepared
  const resting = rssMb(server.pid);
  const rows = [
    ['health (baseline)', await timed(server.pid, () => fetch(`${base}/api/health`))],
    ['PDF, 1,000 lines', await timed(server.pid, file('pdf', '9000000001'))],
    ['PDF, 10,000 lines', await timed(server.pid, file('pdf', '9000000010'))],
    ['Excel, 1,000 lines', await timed(server.pid, file('xlsx', '9000000001'))],
    ['Excel, 10,000 lines', await timed(server.pid, file('xlsx', '9000000010'))],
  ];
  const baseline = rows[0][1].median;
  console.log(`\ndeposit statement of 9.9 years, ${runs} runs each, one request at a time; server resting at ${resting.toFixed(0)} MB RSS`);
  console.log('| file | median ms | max ms | × health | size | peak RSS | under 3 s |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  let failed = false;
  for (const [name, r] of rows) {
    const ok = r.max < BUDGET_MS;
    if (!ok && !name.startsWith('health')) failed = true;
    console.log(
      `| ${name} | ${r.median.toFixed(0)} | ${r.max.toFixed(0)} | ${(r.median / baseline).toFixed(0)} | ${(r.bytes / 1024).toFixed(0)} KB | ${r.peak.toFixed(0)} MB | ${ok ? 'yes' : 'NO'} |`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await stopChild(server);
}
