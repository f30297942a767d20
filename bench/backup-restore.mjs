#!/usr/bin/env node
// The time to back up and to restore the 100,000-member database (issue 30, decision 081), with the built commands
// an operator runs: `node apps/server/dist/backup.js` and `restore.js --replace`.
//
//   npm run build -w @coop/server && npm run bench:backup                 # PostgreSQL, the `npm run bench` database
//   node bench/backup-restore.mjs --db pglite                              # the embedded database (seeds once, minutes)
//
// PostgreSQL: backs up BENCH_DATABASE_URL (default coop_bench, which `npm run bench` seeds with 100,000 members and
// keeps; seeded here with the same generator when it holds fewer) and restores into coop_restore_bench, recreated
// empty each run. PGlite: seeds /tmp/coop-bench/backup-pglite once, backs it up, restores into a fresh DATA_DIR.
// Each restore is checked: the members and deposit statement lines counted on both sides.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { runNode } from './lib/child-processes.mjs';
import { benchArgs } from './lib/command-line.mjs';
import { ensureDatabase, recreateDatabase, withPg } from './lib/with-pg.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'apps', 'server', 'dist');
const WORK = path.join(os.tmpdir(), 'coop-bench');
const MEMBERS = 100_000;
const COUNTS = "select (select count(*) from members)::int as members, (select count(*) from deposit_statements)::int as lines";

const args = benchArgs({ db: { type: 'string', default: 'postgres' } }, 'usage: node bench/backup-restore.mjs [--db postgres|pglite]');
if (!['postgres', 'pglite'].includes(args.db)) throw new Error('--db must be postgres or pglite');
for (const command of ['backup.js', 'restore.js', 'seed.js']) {
  if (!fs.existsSync(path.join(DIST, command))) throw new Error(`no ${command} in ${DIST}: run npm run build -w @coop/server first`);
}
fs.mkdirSync(WORK, { recursive: true });
const logFile = path.join(WORK, 'backup-restore.log');

const seconds = async (work) => {
  const started = Date.now();
  await work();
  return (Date.now() - started) / 1000;
};
const folderBytes = (dir) =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
const newest = (dir) => path.join(dir, fs.readdirSync(dir).filter((n) => n.startsWith('coop-backup-') && !n.endsWith('.partial')).sort().at(-1));

async function pgliteCounts(dataDir) {
  const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return (await pglite.query(COUNTS)).rows[0];
  } finally {
    await pglite.close();
  }
}

const backups = fs.mkdtempSync(path.join(WORK, 'backups-'));
const restoredDir = fs.mkdtempSync(path.join(WORK, 'restored-data-'));
// PostgreSQL's source has no uploads: its DATA_DIR is an empty folder
const emptyDataDir = fs.mkdtempSync(path.join(WORK, 'source-data-'));
try {
  let source;
  let target;
  let counts;
  if (args.db === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/coop_bench';
    const restoreUrl = new URL(url);
    restoreUrl.pathname = '/coop_restore_bench';
    await ensureDatabase(url);
    if ((await withPg(url, (c) => c.query("select count(*)::int as n from information_schema.tables where table_name = 'members'"))).rows[0].n === 0 ||
      (await withPg(url, (c) => c.query('select count(*)::int as n from members'))).rows[0].n < MEMBERS) {
      console.log(`seeding ${MEMBERS} members…`);
      await runNode(path.join(DIST, 'seed.js'), ['--members', String(MEMBERS), '--reset'], { env: { ...process.env, DATABASE_URL: url }, logFile, timeoutMs: 30 * 60_000 });
    }
    await recreateDatabase(restoreUrl.toString());
    source = { ...process.env, DATABASE_URL: url, DATA_DIR: emptyDataDir };
    target = { ...process.env, DATABASE_URL: restoreUrl.toString(), DATA_DIR: restoredDir };
    counts = async (env) => withPg(env.DATABASE_URL, async (c) => (await c.query(COUNTS)).rows[0]);
  } else {
    const dataDir = path.join(WORK, 'backup-pglite');
    if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
      console.log(`seeding ${MEMBERS} members into ${dataDir}…`);
      fs.mkdirSync(dataDir, { recursive: true });
      await runNode(path.join(DIST, 'seed.js'), ['--members', String(MEMBERS)], { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, logFile, timeoutMs: 30 * 60_000 });
    }
    source = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir };
    target = { ...process.env, DATABASE_URL: '', DATA_DIR: restoredDir };
    counts = (env) => pgliteCounts(env.DATA_DIR);
  }
  const backupSeconds = await seconds(() => runNode(path.join(DIST, 'backup.js'), ['--to', backups], { env: source, logFile, timeoutMs: 60 * 60_000 }));
  const backup = newest(backups);
  const restoreSeconds = await seconds(() => runNode(path.join(DIST, 'restore.js'), [backup, '--replace'], { env: target, logFile, timeoutMs: 60 * 60_000 }));
  const [before, after] = [await counts(source), await counts(target)];
  if (JSON.stringify(before) !== JSON.stringify(after)) throw new Error(`restored ${JSON.stringify(after)}, backed up ${JSON.stringify(before)}`);
  console.log(`| ${args.db} | ${before.members.toLocaleString('en')} members, ${before.lines.toLocaleString('en')} deposit statement lines | ` +
    `${(folderBytes(backup) / 1024 / 1024).toFixed(0)} MB | ${backupSeconds.toFixed(1)} s | ${restoreSeconds.toFixed(1)} s |`);
} finally {
  fs.rmSync(backups, { recursive: true, force: true });
  fs.rmSync(restoredDir, { recursive: true, force: true });
  fs.rmSync(emptyDataDir, { recursive: true, force: true });
}
