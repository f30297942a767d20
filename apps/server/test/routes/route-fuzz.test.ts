import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints, ErrorResponses } from '@coop/contract';
import Fastify, { type FastifyInstance, type LightMyRequestResponse, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal, serverOptions } from '../../src/app';
import { readConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { type HostileRequest, hostileRequests, type RouteUnderTest } from '../support/hostile-requests';
import { addMemberGroup, groupToken } from '../support/member-groups';
import { addMember } from '../support/members';
import { loginToken } from '../support/requests';
import { addStaffUser, TEST_STAFF_SECRET_KEYS } from '../support/staff';
import { staffToken } from '../support/staff-requests';
import { LogCapture } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

const THAI = /[\u0E00-\u0E7F]/;
const MEMBER = '7300009';
/** Routes whose answer is an endless stream: `inject` would wait for ever. notifications.test.ts covers them. */
const STREAMS = new Set(['GET /api/info/notifications']);
/** An answer slower than this is a fault in itself. */
const ANSWER_WITHIN_MS = 5_000;
const PARALLEL = 8;
/** Answers of these areas belong to one signed-in person and must never be cached. */
const PRIVATE = /^\/(api\/(member|membergroup|admin)|admin\/impersonate)\//;

const fieldsOf = (schema: unknown): string[] => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

/** What is wrong with one answer, or undefined. API errors must be Thai JSON; page routes only must not fail. */
function problemWith(request: HostileRequest, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (PRIVATE.test(request.url) && res.statusCode !== 404 && res.headers['cache-control'] !== 'private, no-store') {
    return `${res.statusCode} a private answer with cache-control ${String(res.headers['cache-control'])}`;
  }
  if (!request.url.startsWith('/api/') || request.method === 'HEAD' || res.statusCode < 400) return undefined;
  if (!String(res.headers['content-type']).startsWith('application/json')) return `${res.statusCode} answered as ${res.headers['content-type']}`;
  const body = res.json() as { rc_code?: unknown; error?: unknown };
  if (body.rc_code !== '0' || typeof body.error !== 'string' || !THAI.test(body.error)) return `${res.statusCode} not a Thai ApiError: ${res.body.slice(0, 200)}`;
  return undefined;
}

describe('route fuzz: every route against hostile requests', () => {
  const log = new LogCapture();
  const routes: RouteUnderTest[] = [];
  const schemas = new Map<string, RouteOptions['schema']>();
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'route-fuzz-web-'));
  let fastify: FastifyInstance;
  let database: DatabaseHandle;
  let token: string;
  let group: string;
  let groupSessionToken: string;
  let staffSessionToken: string;
  let address = 0;

  beforeAll(async () => {
    // the shell route and static files are routes too: a minimal built app makes the server register them
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    database = await openTestDatabase();
    const config = { ...readConfig({}), webDist, webRenderer: undefined, staffSecretKeys: TEST_STAFF_SECRET_KEYS };
    fastify = Fastify(serverOptions(config, log));
    // Fastify's own list of what it serves: a route added later is fuzzed without touching this test
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, bodyFields: fieldsOf(route.schema?.body), queryFields: fieldsOf(route.schema?.querystring), bodySchema: route.schema?.body });
        schemas.set(`${method} ${route.url}`, route.schema);
      }
    });
    await fastify.register(portal, { db: database.db, dbKind: database.kind, config });
    await fastify.ready();
    await addMember(database.db, MEMBER);
    token = await loginToken(fastify, MEMBER);
    group = await addMemberGroup(database.db);
    groupSessionToken = await groupToken(fastify, group);
    // a staff user the fuzz may change through `/api/admin/staff/1`, so that the fuzzing administrator is not that one
    await addStaffUser(database.db, 'support');
    staffSessionToken = await newStaffSession();
  });
  afterAll(async () => {
    await fastify.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  /**
   * An administrator of its own, signed in through both steps: a second login of the same user within one TOTP step
   * would be a code used twice.
   */
  async function newStaffSession(): Promise<string> {
    return staffToken(fastify, await addStaffUser(database.db, 'admin'), new Date());
  }

  /** Keeps the three areas' tokens alive: a fuzzed logout or password change may have ended a session. */
  async function ensureSessions(): Promise<void> {
    const staffCheck = await fastify.inject({ method: 'POST', url: endpoints.staffAuthUser.path, headers: { authorization: `Bearer ${staffSessionToken}` } });
    if (staffCheck.statusCode !== 200) staffSessionToken = await newStaffSession();
    const check = await fastify.inject({ method: 'POST', url: '/api/member/auth/getAuthUser', headers: { authorization: `Bearer ${token}` } });
    if (check.statusCode !== 200) token = await loginToken(fastify, MEMBER);
    const groupCheck = await fastify.inject({
      method: 'POST',
      url: '/api/membergroup/auth/getAuthUser',
      headers: { authorization: `Bearer ${groupSessionToken}` },
    });
    if (groupCheck.statusCode !== 200) groupSessionToken = await groupToken(fastify, group);
  }

  /** A member-group route is fuzzed with a group's session, a console route with an administrator's, any other with a member's. */
  const sessionTokenFor = (url: string) =>
    url.startsWith('/api/membergroup/') ? groupSessionToken : url.startsWith('/api/admin/') || url.startsWith('/admin/') ? staffSessionToken : token;

  async function send(request: HostileRequest, withToken: boolean): Promise<string | undefined> {
    // each from its own address, so the per-address posting and login limits do not stop the fuzzing early
    address += 1;
    const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    const headers = withToken ? { ...request.headers, authorization: `Bearer ${sessionTokenFor(request.url)}` } : request.headers;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ANSWER_WITHIN_MS)));
    const answer = fastify.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload, remoteAddress });
    const res = await Promise.race([answer, late]).finally(() => clearTimeout(timer));
    const problem = res === 'late' ? `no answer within ${ANSWER_WITHIN_MS} ms` : problemWith(request, res);
    return problem && `${request.method} ${request.url.slice(0, 120)} (${request.label}, ${withToken ? 'with' : 'without'} token): ${problem}`;
  }

  it('collects the routes from Fastify, the member and member-group areas, the public API and the pages among them', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(expect.arrayContaining(['POST /api/member/member_share', 'POST /api/membergroup/user', 'GET /api/info/board/:topicId', 'HEAD /api/info/notifications', 'GET /*']));
  });

  it('gives every API route the shared error answers in its response schema', () => {
    const missing = [...schemas]
      .filter(([name, schema]) => name.includes(' /api/') && !name.startsWith('HEAD ') && schema?.response)
      .flatMap(([name, schema]) => Object.keys(ErrorResponses).filter((status) => !(status in (schema!.response as object))).map((status) => `${name}: ${status}`));
    expect(missing).toEqual([]);
  });

  it('answers every hostile request, with and without a session, without a 5xx, with API errors as Thai JSON and private answers uncached, logging no error', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !STREAMS.has(`${r.method} ${r.url}`))) {
      const requests = hostileRequests(route).flatMap((r) => [[r, false], [r, true]] as const);
      for (let i = 0; i < requests.length; i += PARALLEL) {
        const problems = await Promise.all(requests.slice(i, i + PARALLEL).map(([r, withToken]) => send(r, withToken)));
        failures.push(...problems.filter((p) => p !== undefined));
      }
      await ensureSessions();
    }
    expect(failures).toEqual([]);
    expect(log.errors()).toEqual([]);
  }, 240_000);
});
