import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal, serverOptions } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/database';
import { fillPath } from '../support/hostile-requests';
import { addMemberGroup, groupToken } from '../support/member-groups';
import { addMember, newMembershipNo } from '../support/members';
import { loginToken } from '../support/requests';
import { sampleOf } from '../support/schema-samples';
import { addStaffUser } from '../support/staff';
import { staffToken } from '../support/staff-requests';
import { openThroughProxy } from '../support/proxied-database';
import type { TcpProxy } from '../support/tcp-proxy';
import { LogCapture, TestClock, testConfig } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/** A request that takes longer than this while the database is away counts as hanging. */
const MAX_ANSWER_MS = 4_000;
const PARALLEL = 8;
/** Endless streams: `inject` would wait for ever; database-faults.test.ts covers the notification stream's reconnect. */
const STREAMS = new Set(['GET /api/info/notifications']);

interface Route {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Every route of the portal, collected from Fastify as the route fuzz collects them, while the database is cut as a
 * restart would cut it: each answers at once with a Thai 503 or what it answers without the database (a 4xx, or a
 * page from memory), never another 5xx and never a hang. Needs a real PostgreSQL, so it runs in the PostgreSQL pass.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('database faults on every route', () => {
  const log = new LogCapture();
  const routes: Route[] = [];
  const clock = new TestClock();
  let owner: DatabaseHandle;
  let proxy: TcpProxy;
  let proxied: DatabaseHandle;
  let fastify: FastifyInstance;
  const tokens = { member: '', group: '', staff: '' };
  const answered = new Map<string, number>();

  beforeAll(async () => {
    owner = await openTestDatabase();
    const membershipNo = newMembershipNo();
    await addMember(owner.db, membershipNo);
    const group = await addMemberGroup(owner.db);
    const staff = await addStaffUser(owner.db, 'admin');
    ({ proxy, proxied } = await openThroughProxy(owner));
    const config = testConfig({});
    fastify = Fastify(serverOptions(config, log));
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, body: sampleOf(route.schema?.body as Parameters<typeof sampleOf>[0]) });
    });
    await fastify.register(portal, { db: proxied.db, dbKind: 'postgres', config, now: clock.now });
    await fastify.ready();
    tokens.member = await loginToken(fastify, membershipNo);
    tokens.group = await groupToken(fastify, group);
    tokens.staff = await staffToken(fastify, staff, clock.now());
  });
  afterAll(async () => {
    await fastify?.close();
    await proxied?.close();
    await proxy?.close();
    await owner?.close();
  });

  const tokenFor = (url: string) =>
    url.startsWith('/api/membergroup/') ? tokens.group : url.startsWith('/api/admin/') || url.startsWith('/admin/') ? tokens.staff : tokens.member;

  async function send(route: Route): Promise<string | undefined> {
    const started = Date.now();
    const hasBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE';
    const res = await fastify.inject({
      method: route.method as 'GET',
      url: fillPath(route.url, '1'),
      headers: { authorization: `Bearer ${tokenFor(route.url)}`, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { payload: JSON.stringify(route.body ?? {}) } : {}),
    });
    const ms = Date.now() - started;
    answered.set(`${route.method} ${route.url}`, res.statusCode);
    if (res.statusCode >= 500 && res.statusCode !== 503) return `${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    if (ms > MAX_ANSWER_MS) return `${route.method} ${route.url}: answered after ${ms} ms`;
    return undefined;
  }

  it('answers every route with a 503 or without the database, at once, and logs no error, while every connection is cut', async () => {
    await proxy.cutAndRefuse();
    try {
      const failures: string[] = [];
      const under = routes.filter((r) => !STREAMS.has(`${r.method} ${r.url}`));
      for (let i = 0; i < under.length; i += PARALLEL) {
        const problems = await Promise.all(under.slice(i, i + PARALLEL).map(send));
        failures.push(...problems.filter((p) => p !== undefined));
      }
      expect(failures).toEqual([]);
      expect(log.errors()).toEqual([]);
      // the sessions were still trusted from memory, so the routes reached their database work
      expect(answered.get('POST /api/member/member_share')).toBe(503);
      expect(answered.get('POST /api/membergroup/user')).toBe(503);
      expect(answered.get('GET /api/admin/audit')).toBe(503);
      expect([...answered.values()].filter((status) => status === 503).length).toBeGreaterThan(under.length / 2);
    } finally {
      await proxy.accept();
    }
  }, 120_000);
});
