// Child processes of the bench scripts: tracked, stopped on exit and on signals, never orphaned; and the waits
// around starting a server (a free port, its health check).
import net from 'node:net';

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

export function freePort() {
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
export async function waitForHealth(child, base, logFile, timeoutMs = 120_000) {
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
