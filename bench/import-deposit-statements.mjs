#!/usr/bin/env node
// The million-row import (issue 15): 1,000,000 deposit statement lines from a CSV into PostgreSQL through the built
// command (`npm run import`), under 2 minutes, with memory that does not grow with the file. Next to it, in the same
// run, a bare COPY of the same file into an untyped table (the floor: reading the bytes into PostgreSQL, no checks,
// no merge), so the ratio survives a noisy machine; then the same file again (every row unchanged, nothing written).
//
//   npm run build -w @coop/server && npm run bench:import
//   node bench/import-deposit-statements.mjs --rows 200000      # a quicker look
//
// Creates BENCH_IMPORT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/coop_import_bench) afresh, imports
// its groups, members and deposit accounts through the same command, writes the CSV under /tmp. Only 127.0.0.1.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { track } from './lib/child-processes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const IMPORT_JS = path.join(ROOT, 'apps', 'server', 'dist', 'import.js');
const HOST = '127.0.0.1';
const BUDGET_S = 120;

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '1000000' }, accounts: { type: 'string', default: '10000' } } });
const rows = Number(args.rows);
const accounts = Number(args.accounts);
if (!Number.isInteger(rows) || rows < 1000) throw new Error('--rows must be a whole number of at least 1000');
if (!Number.isInteger(accounts) || accounts < 1 || accounts > rows) throw new Error('--accounts must be from 1 to --rows');
if (!fs.existsSync(IMPORT_JS)) throw new Error('build first: npm run build -w @coop/server');

const url = process.env.BENCH_IMPORT_DATABASE_URL || `postgres://postgres@${HOST}:5432/coop_import_bench`;
const target = new URL(url);
if (target.hostname !== HOST) throw new Error(`BENCH_IMPORT_DATABASE_URL must point at ${HOST}`);
const dir = path.join(os.tmpdir(), 'coop-import-bench');
fs.mkdirSync(dir, { recursive: true });

async function admin(sql) {
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The check digit of a Thai national ID (domain notes), so the members file passes the import's checks. */
function nationalId(n) {
  const body = `1${String(n).padStart(11, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (13 - i);
  return body + String((11 - (sum % 11)) % 10);
}

const memberNo = (a) => String(a + 1).padStart(7, '0');
const accountNo = (a) => `9${String(a + 1).padStart(9, '0')}`;
const baht = (satang) => {
  const whole = Math.floor(satang / 100).toLocaleString('en-US');
  return `"${whole}.${String(satang % 100).padStart(2, '0')}"`;
};

function writeFile(name, lines) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Lines of an account follow each other day by day from 2020-01-01; amounts with thousands separators. */
async function writeStatements(file) {
  const perAccount = Math.ceil(rows / accounts);
  const out = fs.createWriteStream(file);
  out.write('account_no,operate_date,item_code,item_desc,sign,amount,balance\n');
  let written = 0;
  let chunk = '';
  for (let a = 0; a < accounts && written < rows; a++) {
    let balance = 0;
    const start = Date.UTC(2020, 0, 1);
    for (let i = 0; i < perAccount && written < rows; i++, written++) {
      const deposit = i % 3 !== 2;
      const amount = deposit ? 150_000 + (i % 7) * 10_000 : Math.min(balance, 90_000);
      balance += deposit ? amount : -amount;
      const date = new Date(start + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10);
      chunk += `${accountNo(a)},${date},${deposit ? 'DEP' : 'WDL'},${deposit ? 'ฝากเงิน' : 'ถอนเงิน'},${deposit ? 1 : -1},${baht(amount)},${baht(balance)}\n`;
      if (chunk.length > 1 << 20) {
        if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
        chunk = '';
      }
    }
  }
  out.end(chunk);
  await new Promise((r) => out.once('finish', r));
}

/** Runs the built import command; its peak RSS from GNU time, its own summary from stdout. */
function runImport(dataset, file) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = track(spawn('/usr/bin/time', ['-f', 'maxrss_kb=%M', process.execPath, IMPORT_JS, dataset, file], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    }));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`import ${dataset} exited ${code}\n${stdout}\n${stderr.slice(-2000)}`));
      const field = (name) => Number((new RegExp(`^${name}:\\s+([\\d,]+)`, 'm').exec(stdout)?.[1] ?? 'NaN').replace(/,/g, ''));
      resolve({
        seconds,
        rssMb: Number(/maxrss_kb=(\d+)/.exec(stderr)?.[1] ?? 0) / 1024,
        inserted: field('inserted'),
        unchanged: field('unchanged'),
      });
    });
  });
}

/** The floor: the same bytes COPYed into an untyped table, no parsing of ours, no checks, no merge. */
async function bareCopy(file) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create temporary table bare (account_no text, operate_date text, item_code text, item_desc text, sign text, amount text, balance text)');
    const started = performance.now();
    await pipeline(fs.createReadStream(file), client.query(copyFrom('copy bare from stdin with (format csv, header true)')));
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

const dbName = target.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(dbName)) throw new Error('the bench database name must be [a-z0-9_]');
console.log(`Million-row import bench: ${rows.toLocaleString('en-US')} deposit statement lines over ${accounts.toLocaleString('en-US')} accounts, PostgreSQL ${dbName}`);
await admin(`drop database if exists ${dbName} with (force)`);
await admin(`create database ${dbName}`);

const groups = writeFile('groups.csv', ['member_group_no,name,parent_no', '90000000,หน่วยทดสอบความเร็ว,']);
const members = writeFile('members.csv', [
  'membership_no,prename,first_name,last_name,member_group_no,member_status,sex,national_id',
  ...Array.from({ length: accounts }, (_, a) => `${memberNo(a)},นาย,ทดสอบ,ความเร็ว${a + 1},90000000,ปกติ,M,${nationalId(a + 1)}`),
]);
const deposits = writeFile('deposits.csv', [
  'account_no,membership_no,type_code,type_name,account_name,balance,withdrawable,open_date',
  ...Array.from({ length: accounts }, (_, a) => `${accountNo(a)},${memberNo(a)},01,เงินฝากออมทรัพย์,นายทดสอบ ความเร็ว${a + 1},0,0,2020-01-01`),
]);
const statements = path.join(dir, 'deposit-statements.csv');
let started = performance.now();
await writeStatements(statements);
const mb = fs.statSync(statements).size / 1024 / 1024;
console.log(`  wrote ${statements} (${mb.toFixed(0)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
started = performance.now();
for (const [dataset, file] of [['groups', groups], ['members', members], ['deposits', deposits]]) await runImport(dataset, file);
console.log(`  seeded ${accounts.toLocaleString('en-US')} members and deposit accounts through the import in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const floor = await bareCopy(statements);
const first = await runImport('deposit-statements', statements);
const again = await runImport('deposit-statements', statements);
if (first.inserted !== rows) throw new Error(`expected ${rows} inserted, the import said ${first.inserted}`);
if (again.unchanged !== rows) throw new Error(`expected ${rows} unchanged on the second import, it said ${again.unchanged}`);

const line = (label, r) =>
  `  ${label.padEnd(34)} ${r.seconds.toFixed(1).padStart(6)} s  ${(rows / r.seconds / 1000).toFixed(0).padStart(4)}k rows/s  ${(r.seconds / floor).toFixed(1).padStart(5)}× bare COPY  peak RSS ${r.rssMb.toFixed(0)} MB`;
console.log(`  bare COPY of the file (floor)      ${floor.toFixed(1).padStart(6)} s`);
console.log(line('import, empty table', first));
console.log(line('same file again (all unchanged)', again));
const verdict = first.seconds < BUDGET_S ? 'within' : 'OVER';
console.log(`  budget: ${BUDGET_S} s for 1,000,000 rows: ${verdict} (${first.seconds.toFixed(1)} s for ${rows.toLocaleString('en-US')})`);
