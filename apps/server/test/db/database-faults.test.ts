import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/database';
import { addSitePage } from '../support/factories/site-pages';
import { addMemberGroup, groupToken } from '../support/member-groups';
import { addMember } from '../support/members';
import { loginToken, memberPost } from '../support/requests';
import { openThroughProxy } from '../support/proxied-database';
import type { TcpProxy } from '../support/tcp-proxy';
import { TestClock, testConfig } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

const MEMBER = '0912001';
/** A request that takes longer than this during an outage counts as hanging. */
const MAX_ANSWER_MS = 4_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  ms: number;
  at: number;
}

/**
 * The app on PostgreSQL through a proxy the test breaks, as a database restart would: every connection cut, new
 * ones refused for a moment, then let through. Needs a real PostgreSQL, so it runs in the PostgreSQL pass only.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('database faults', () => {
  let owner: DatabaseHandle;
  let proxy: TcpProxy;
  let proxied: DatabaseHandle;
  let app: FastifyInstance;
  const clock = new TestClock();
  let token: string;
  let group: string;
  let groupSession: string;

  beforeAll(async () => {
    owner = await openTestDatabase();
    await addMember(owner.db, MEMBER);
    group = await addMemberGroup(owner.db);
    await addSitePage(owner.db, { key: 'terms', title: 'ข้อตกลง', body: 'ข้อ 1' });
    await addSitePage(owner.db, { key: 'guide_group', title: 'แนวปฏิบัติ', body: 'ข้อ 1' });
    ({ proxy, proxied } = await openThroughProxy(owner));
    app = await buildApp({ db: proxied.db, dbKind: 'postgres', config: testConfig({}), now: clock.now });
    token = await loginToken(app, MEMBER);
    groupSession = await groupToken(app, group);
  });
  afterEach(async () => {
    // every test leaves the database reachable
    await proxy.accept().catch(() => undefined);
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await owner?.close();
  });

  const requests = [
    () => memberPost(app, '/api/member/member_status', token),
    () => memberPost(app, '/api/member/member_loan', token),
    () => app.inject({ method: 'GET', url: '/api/info/manu' }),
    () => app.inject({ method: 'GET', url: '/api/info/terms' }),
    () => memberPost(app, '/api/membergroup/guide_group', groupSession),
  ];

  /** 20 clients asking in a loop until `stop()`; every answer is recorded with its time. */
  function load(clients = 20) {
    const answers: Answer[] = [];
    let running = true;
    const workers = Array.from({ length: clients }, async (_, i) => {
      for (let n = i; running; n++) {
        const started = Date.now();
        const res = await requests[n % requests.length]!();
        answers.push({ status: res.statusCode, ms: Date.now() - started, at: Date.now() });
      }
    });
    return {
      answers,
      async stop() {
        running = false;
        await Promise.all(workers);
      },
    };
  }

  it('answers only 200 or 503 while every connection is cut, and recovers by itself with the session intact', async () => {
    const traffic = load();
    await sleep(500);
    await proxy.cutAndRefuse();
    await sleep(1_500);
    await proxy.accept();
    const back = Date.now();
    let recovered: number | undefined;
    while (recovered === undefined && Date.now() - back < 10_000) {
      await sleep(100);
      const since = traffic.answers.filter((a) => a.at - a.ms > back);
      if (since.length >= 20 && since.slice(-20).every((a) => a.status === 200)) recovered = Date.now() - back;
    }
    await traffic.stop();

    const statuses = new Set(traffic.answers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    expect(Math.max(...traffic.answers.map((a) => a.ms))).toBeLessThan(MAX_ANSWER_MS);
    expect(recovered).toBeLessThan(5_000);
    // past the session cache's trust, so the database itself is asked whether the session still holds
    clock.advanceSeconds(60);
    const res = await memberPost(app, '/api/member/member_status', token);
    expect(res.statusCode).toBe(200);
  });

  it('answers 503 with a Thai message, DATABASE_UNAVAILABLE and Retry-After while the database is unreachable', async () => {
    await proxy.cutAndRefuse();
    const res = await memberPost(app, '/api/member/member_status', token);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ rc_code: '0', code: 'DATABASE_UNAVAILABLE', error: expect.stringMatching(/[ก-๙]/) });
  });

  it('reports the database down on /api/health while it is cut, within about a second', async () => {
    await proxy.cutAndRefuse();
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports the database down on /api/health when it does not answer within a second', async () => {
    // a connection of the pool is opened before the answers are held
    await app.inject({ method: 'GET', url: '/api/health' });
    proxy.holdAnswers();
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      proxy.releaseAnswers();
    }
  });

  it('hears session revocations again after a cut: its LISTEN connection reconnects by itself', async () => {
    const other = await loginToken(app, MEMBER);
    // the session is now in this app's cache, which the test clock never lets go stale
    expect((await memberPost(app, '/api/member/member_status', other)).statusCode).toBe(200);
    await proxy.cutAndRefuse();
    await sleep(500);
    await proxy.accept();
    // the reconnect tries come 250 ms, then 500 ms, 1 s… apart
    await sleep(2_000);
    const direct = await buildApp({ db: owner.db, dbKind: 'postgres', config: testConfig({}), now: clock.now });
    try {
      expect((await memberPost(direct, '/api/member/auth/logout', other)).statusCode).toBe(200);
      await expect.poll(async () => (await memberPost(app, '/api/member/member_status', other)).statusCode, { timeout: 3_000 }).toBe(401);
    } finally {
      await direct.close();
    }
  });

  it('lets a request in flight finish when the app closes', async () => {
    const closing = await buildApp({ db: proxied.db, dbKind: 'postgres', config: testConfig({}), now: clock.now });
    const address = await closing.listen({ port: 0, host: '127.0.0.1' });
    proxy.holdAnswers();
    const inFlight = fetch(`${address}/api/member/member_status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    await sleep(300);
    const closed = closing.close();
    await sleep(300);
    proxy.releaseAnswers();
    const res = await inFlight;
    await closed;
    expect(res.status).toBe(200);
  });
});
