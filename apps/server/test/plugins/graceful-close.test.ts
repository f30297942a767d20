import http from 'node:http';
import { endpointPath, endpoints } from '@coop/contract';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { closeGracefully, SHUTTING_DOWN_CODE, SHUTTING_DOWN_MESSAGE } from '../../src/plugins/graceful-close';
import { LogCapture, startTestApp } from '../support/test-app';

interface Answer {
  status: number;
  body: string;
}

const get = (port: number, path: string, signal?: AbortSignal) =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false, signal }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps every user of the table waiting on the database until released, as a saturated database does. */
async function holdTable(database: DatabaseHandle, table: 'board_topics' | 'login_throttle'): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = database.db.transaction().execute(async (trx) => {
    await sql`lock table ${sql.table(table)} in access exclusive mode`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await holder;
  };
}

/** The app of one test, listening, with its log. */
async function listeningApp() {
  const log = new LogCapture();
  const t = await startTestApp({ logLevel: 'info' }, undefined, log);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, log, port: (t.app.server.address() as AddressInfo).port };
}

describe('the close path of SIGTERM under saturation (decision 039)', () => {
  it('lets requests in flight finish and answers new ones with a Thai 503', async () => {
    const { t, log, port } = await listeningApp();
    const release = await holdTable(t.database, 'board_topics');
    const waiting = Array.from({ length: 20 }, () => get(port, '/api/info/board'));
    await expect.poll(() => t.app.requestsInFlight.busy).toBe(20);

    const closing = closeGracefully(t.app, t.database, 5_000);
    const refused = await get(port, '/api/info/board');
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ rc_code: '0', code: SHUTTING_DOWN_CODE, error: SHUTTING_DOWN_MESSAGE, request_id: expect.any(String) });
    await release();
    await closing;
    for (const answer of await Promise.all(waiting)) expect(answer.status).toBe(200);
    expect(log.errors()).toEqual([]);
  });

  it('closes the database only after the handlers whose client left have finished, so they log no error', async () => {
    const { t, log, port } = await listeningApp();
    // the letter check counts the lookup, then the miss, then looks: its later queries start after the hold
    const release = await holdTable(t.database, 'login_throttle');
    const abort = new AbortController();
    const codes = Array.from({ length: 20 }, (_, i) => endpointPath(endpoints.verifyLetter, { code: `ZZZZ-ZZZZ-${1000 + i}` }));
    const leaving = codes.map((path) => get(port, path, abort.signal).catch(() => 'left'));
    await expect.poll(() => t.app.requestsInFlight.busy).toBe(20);
    abort.abort();
    expect(await Promise.all(leaving)).toEqual(Array(20).fill('left'));

    const closing = closeGracefully(t.app, t.database, 5_000);
    await pause(100);
    await release();
    await closing;
    expect(t.app.requestsInFlight.busy).toBe(0);
    expect(log.errors()).toEqual([]);
  });

  it('past the grace cuts the requests still waiting, and what they then fail with is not logged as an error', async () => {
    const { t, log, port } = await listeningApp();
    const release = await holdTable(t.database, 'login_throttle');
    const codes = Array.from({ length: 10 }, (_, i) => endpointPath(endpoints.verifyLetter, { code: `ZZZZ-ZZZZ-${2000 + i}` }));
    const cut = codes.map((path) => get(port, path).catch(() => 'cut'));
    await expect.poll(() => t.app.requestsInFlight.busy).toBe(10);

    // the database closes only when its last connection is given back
    setTimeout(() => void release(), 300);
    await closeGracefully(t.app, t.database, 100);
    expect(await Promise.all(cut)).toEqual(Array(10).fill('cut'));
    await pause(200);
    expect(log.lines.some((l) => l.msg?.includes('requests still running'))).toBe(true);
    expect(log.errors()).toEqual([]);
  });
});
