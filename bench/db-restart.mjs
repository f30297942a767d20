#!/usr/bin/env node
// Restarts PostgreSQL under load and reports what the members saw (issue 9, defect 1; decision 014).
//
// Starts the built server (apps/server/dist/server.js) on PostgreSQL with the demo data (SEED_DEMO=1, its own
// database, created if missing), logs in as a demo member, drives autocannon on the four requests of defect 1
// (member_status, member_loan, member_dep with the member's token, GET /api/info/manu), restarts PostgreSQL with a
// shell command part-way through, and prints: requests, failed (an answer other than 200 or 503, or no answer),
// 503s, seconds from the restart command's end to the first 200, whether the process is alive and the session valid.
//
//   npm run bench:db-restart
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5433/coop_restart \
//   BENCH_PG_RESTART='pg_ctlcluster --skip-systemctl-redirect 15 bench restart' npm run bench:db-restart
//   node bench/db-restart.mjs --duration 20 --restart-at 5 --connections 20
//
// Only 127.0.0.1 is targeted; the server is stopped with SIGTERM (SIGKILL after 10 s), also on error and Ctrl-C.

import { exec } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { sleep, startServer, stopChild } from './lib/child-processes.mjs';
import { benchArgs } from './lib/command-line.mjs';
import { ensureDatabase } from './lib/with-pg.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'bench', 'out');
const BUILT_SERVER_JS = path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
const MEMBER = { membership_no: '0000001', mem_password: 'Demo@1234' };

const args = benchArgs(
  {
    duration: { type: 'string', default: '20' },
    'restart-at': { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
  },
  `node bench/db-restart.mjs [--duration s] [--restart-at s] [--connections n]
env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/coop_restart_bench),
     BENCH_PG_RESTART (default 'pg_ctlcluster --skip-systemctl-redirect 15 main restart')`,
);
const durationS = Number(args.duration);
const restartAtS = Number(args['restart-at']);
const connections = Number(args.connections);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/coop_restart_bench';
const restartCommand = process.env.BENCH_PG_RESTART ?? 'pg_ctlcluster --skip-systemctl-redirect 15 main restart';

if (!fs.existsSync(BUILT_SERVER_JS)) {
  console.error(`${BUILT_SERVER_JS} is missing: run npm run build first`);
  process.exit(1);
}

async function post(base, url, token) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: token ? '{}' : JSON.stringify(MEMBER),
    signal: AbortSignal.timeout(5_000),
  });
  return { status: res.status, json: await res.json().catch(() => undefined) };
}

await ensureDatabase(databaseUrl);
fs.mkdirSync(OUT_DIR, { recursive: true });
const logFile = path.join(OUT_DIR, 'db-restart-server.log');
fs.writeFileSync(logFile, '');
const { child: server, base } = await startServer({
  script: BUILT_SERVER_JS,
  env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: '1' },
  logFile,
});
let serverExit;
server.once('exit', (code, signal) => (serverExit = { code, signal, at: Date.now() }));

try {
  const login = await post(base, '/api/member/auth/login');
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.json)}`);
  const token = login.json.token;
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

  const counts = { total: 0, ok: 0, unavailable: 0, other: 0, errors: 0 };
  let restartStart;
  let restartEnd;
  let first200AfterRestart;
  const okTimes = [];
  let firstUnavailable;
  let lastUnavailable;
  const instance = autocannon({
    url: base,
    connections,
    duration: durationS,
    timeout: 10,
    requests: [
      { method: 'POST', path: '/api/member/member_status', headers: auth, body: '{}' },
      { method: 'POST', path: '/api/member/member_loan', headers: auth, body: '{}' },
      { method: 'POST', path: '/api/member/member_dep', headers: auth, body: '{}' },
      { method: 'GET', path: '/api/info/manu' },
    ],
  });
  instance.on('response', (_client, status) => {
    const now = Date.now();
    counts.total++;
    if (status === 200) {
      counts.ok++;
      if (restartEnd && !first200AfterRestart && now > restartEnd) first200AfterRestart = now;
      if (restartStart) okTimes.push(now);
    } else if (status === 503) {
      counts.unavailable++;
      firstUnavailable ??= now;
      lastUnavailable = now;
    } else counts.other++;
  });
  instance.on('reqError', () => counts.errors++);

  await sleep(restartAtS * 1000);
  restartStart = Date.now();
  console.log(`restarting PostgreSQL: ${restartCommand}`);
  // not execSync: the load runs in this process and must go on while PostgreSQL restarts
  await promisify(exec)(restartCommand, { timeout: 60_000 });
  restartEnd = Date.now();
  const result = await instance;

  const alive = serverExit === undefined;
  const health = alive ? await fetch(`${base}/api/health`).then((r) => r.status, () => 0) : 0;
  const session = alive ? await post(base, '/api/member/member_status', token).then((r) => r.status, () => 0) : 0;
  const failed = counts.other + counts.errors + result.timeouts;
  const seconds = (a, b) => (a && b ? ((b - a) / 1000).toFixed(2) : '-');
  // service is back when the 503s stop: the first 200 after the last one
  const backAt = lastUnavailable ? okTimes.find((t) => t > lastUnavailable) : undefined;

  console.log(`
  database                  ${databaseUrl}
  restart command           ${restartCommand} (took ${seconds(restartStart, restartEnd)} s)
  load                      ${connections} connections, ${durationS} s, restart at ${restartAtS} s
  requests total            ${counts.total}
  200                       ${counts.ok}
  503                       ${counts.unavailable} (first ${seconds(restartStart, firstUnavailable)} s, last ${seconds(restartStart, lastUnavailable)} s after the restart began)
  failed                    ${failed} (other status ${counts.other}, errors ${counts.errors}, timeouts ${result.timeouts})
  first 200 after restart   ${seconds(restartEnd, first200AfterRestart)} s after the restart command returned
  service back              ${seconds(restartStart, backAt)} s after the restart began (first 200 after the last 503)
  process alive             ${alive ? 'yes' : `no (exit ${serverExit.code ?? serverExit.signal})`}
  health after              ${health}
  session still valid       ${session === 200 ? 'yes' : `no (${session})`}
`);
  if (alive) await post(base, '/api/member/auth/logout', token).catch(() => undefined);
  process.exitCode = alive && failed === 0 && session === 200 ? 0 : 1;
} finally {
  await stopChild(server);
}
