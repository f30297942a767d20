import { spawn } from 'node:child_process';
import { expect } from '@playwright/test';
import { dropDatabase, E2E_PORT, e2eDatabaseUrl, recreateDatabase } from './test-database';
import { TEST_STAFF_SECRET_KEY } from './support/server';

/**
 * A portal a spec starts for itself, beside the suite's own (E2E_PORT), so two checkouts never meet; a port for each
 * of the workers running at once, as two such specs may.
 */
export const OWN_PORTAL_PORT = E2E_PORT + 1000 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const OWN_PORTAL_URL = `http://127.0.0.1:${OWN_PORTAL_PORT}`;

export interface OwnPortal {
  /** Its PostgreSQL database, when it was started with `freshPostgres` and TEST_DATABASE_URL is set. */
  readonly databaseUrl?: string;
  /** Ends the server as an operator would (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts the built portal with `env` over this process's environment and waits until its health check answers 200.
 * A fresh embedded database migrates first, which on a busy machine takes minutes: the caller's hook allows for it.
 * With `freshPostgres` and TEST_DATABASE_URL set, the portal gets an empty PostgreSQL database of its port instead,
 * dropped when it stops: migrating and seeding there took 8.6 s against PGlite's 21 s under the suite's load
 * (decision 071). A portal that exits first (its port taken, say) fails the start at once, and one that never answers
 * is ended, so no portal outlives the spec that started it.
 */
export async function startOwnPortal(env: NodeJS.ProcessEnv, port = OWN_PORTAL_PORT, { freshPostgres = false } = {}): Promise<OwnPortal> {
  const databaseUrl = freshPostgres ? e2eDatabaseUrl(port) : undefined;
  if (databaseUrl) await recreateDatabase(databaseUrl);
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STAFF_SECRET_KEY: TEST_STAFF_SECRET_KEY,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // what the portal said last on stderr, to name why a start failed
  let said = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2_000);
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (databaseUrl) await dropDatabase(databaseUrl);
  };
  const health = () => {
    if (server.exitCode !== null) throw new Error(`the portal on port ${port} exited with code ${server.exitCode} before it answered: ${said}`);
    return fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0);
  };
  try {
    await expect.poll(health, { timeout: 240_000, intervals: [500] }).toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, databaseUrl };
}
