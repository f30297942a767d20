// Child processes of the bench scripts: tracked, stopped on exit and on signals, never orphaned; the built server
// started on a free port and waited for, and node scripts run to completion.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const HOST = '127.0.0.1';
const children = new Set();

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** SIGTERM (the server shuts down gracefully), then SIGKILL after `graceMs`. */
export function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error(`  child ${child.pid} did not stop within ${graceMs} ms: SIGKILL`);
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

process.on('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(sig, () => {
    console.error(`\n${sig}: stopping child processes`);
    Promise.all([...children].map((c) => stopChild(c, 5000))).finally(() => process.exit(130));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Waits (at most `timeoutMs`) until the server child answers `GET /api/health` with `{status:'ok'}`. */
async function waitForHealth(child, base, logFile, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode} before answering; see ${logFile}`);
    }
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      const body = await res.json();
      if (res.ok && body.status === 'ok') return;
      lastError = `${res.status} ${JSON.stringify(body)}`;
    } catch (err) {
      lastError = err.message;
    }
    await sleep(200);
  }
  await stopChild(child);
  throw new Error(`server did not answer /api/health within ${timeoutMs / 1000} s (${lastError}); see ${logFile}`);
}

/**
 * Starts a server script (the built server by default) on a free port of 127.0.0.1, its output appended to `logFile`,
 * and waits for its health check. `env` is what it runs with besides PORT, HOST and LOG_LEVEL=warn; a function of the
 * server's base URL where the server must know its own address. A bench asks one member's statement or quote
 * thousands of times a minute: the costly routes' allowances (decision 070) are raised, and still counted.
 */
export async function startServer({ script, env, logFile, nodeArgs = [], nice = 0, healthTimeoutMs }) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const own = typeof env === 'function' ? env(base) : env;
  const log = fs.openSync(logFile, 'a');
  // a niced process (a job worker kept below the requests) is started through nice(1), which runs node in its place
  const [file, ...argv] = [...(nice > 0 ? ['nice', '-n', String(nice)] : []), process.execPath, ...nodeArgs, script];
  const child = track(
    spawn(file, argv, {
      env: { COSTLY_LIMIT_FACTOR: '1000000', ...own, PORT: String(port), HOST, LOG_LEVEL: 'warn' },
      cwd: path.resolve(import.meta.dirname, '..', '..'),
      stdio: ['ignore', log, log],
    }),
  );
  fs.closeSync(log);
  await waitForHealth(child, base, logFile, healthTimeoutMs);
  return { child, base, port };
}

/** Runs a node script to completion (stopped after `timeoutMs`), its output appended to `logFile`. */
export function runNode(script, scriptArgs, { env, logFile, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'a');
    const child = track(spawn(process.execPath, [script, ...scriptArgs], { env, cwd: path.resolve(import.meta.dirname, '..', '..'), stdio: ['ignore', log, log] }));
    fs.closeSync(log);
    const timer = setTimeout(() => {
      console.error(`  ${path.basename(script)} ran over ${timeoutMs / 1000} s: stopping it`);
      void stopChild(child, 5000);
    }, timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(script)} ${scriptArgs.join(' ')} exited with ${code ?? signal}; see ${logFile}`));
    });
  });
}
