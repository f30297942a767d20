import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@coop/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal, serverOptions } from '../../src/app';
import { readConfig } from '../../src/config';
import type { Db, DatabaseHandle } from '../../src/db/database';
import { addCampaign } from '../support/factories/confirmation';
import { addMemberGroup, groupToken } from '../support/member-groups';
import { addMember, newMembershipNo } from '../support/members';
import { loginToken } from '../support/requests';
import { addStaffUser, TEST_STAFF_SECRET_KEYS } from '../support/staff';
import { staffPost, staffToken } from '../support/staff-requests';
import { openTestDatabase } from '../support/test-database';

/** Every table's rows as one digest each: any insert, update or delete shows, whichever table a side effect writes. */
async function databaseState(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const digests = sql.join(
    tables.map(({ name }) => sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(name)} as t`),
    sql` union all `,
  );
  const { rows } = await sql<{ name: string; digest: string }>`${digests}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys(after).filter((table) => before[table] !== after[table]);

describe('HEAD requests change nothing (issue 22 item 8)', () => {
  const heads = new Set<string>();
  const gets: string[] = [];
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'head-requests-web-'));
  let fastify: FastifyInstance;
  let database: DatabaseHandle;
  let tokens: { member: string; group: string; staff: string };
  let params: Record<string, string>;

  beforeAll(async () => {
    // the shell route and static files are routes too: a minimal built app makes the server register them
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    database = await openTestDatabase();
    const config = { ...readConfig({}), webDist, webRenderer: undefined, staffSecretKeys: TEST_STAFF_SECRET_KEYS };
    fastify = Fastify(serverOptions(config, false));
    // Fastify's own list: a GET added later is walked without touching this test
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'GET') gets.push(route.url);
        if (method === 'HEAD') heads.add(route.url);
      }
    });
    await fastify.register(portal, { db: database.db, dbKind: database.kind, config });
    await fastify.ready();

    const db = database.db;
    const no = newMembershipNo();
    await addMember(db, no);
    const staff = await addStaffUser(db, 'admin');
    tokens = { member: await loginToken(fastify, no), group: await groupToken(fastify, await addMemberGroup(db)), staff: await staffToken(fastify, staff, new Date()) };
    // what the side effects would spend, count or mark: a waiting impersonation, a published item, a campaign
    expect((await staffPost(fastify, endpoints.memberImpersonate.path, tokens.staff, { membership_no: no, reason: 'สมาชิกแจ้งยอดไม่ตรง' })).statusCode).toBe(200);
    const category = await db.insertInto('content_categories').values({ content_type: 'news', name: 'ข่าวทดสอบ HEAD', seq: 99 }).returning('id').executeTakeFirstOrThrow();
    const item = await db
      .insertInto('content_items')
      .values({ category_id: category.id, title: 'ข่าว', body: 'เนื้อหา', cover_image: null, published_at: new Date('2026-01-01T00:00:00Z'), published: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaignId = await addCampaign(db, 2151);
    params = { topicId: String(item.id), campaign_id: String(campaignId), code: '7K3M-9QXT-R2VW', year: '2026', month: '11' };
  });
  afterAll(async () => {
    await fastify.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  /** The route with its parameters filled, and the token of the area it belongs to. */
  function headOf(url: string) {
    const filled = url.replace(/:([a-zA-Z_]+)/g, (_, name: string) => params[name] ?? '1').replace('*', 'home');
    const token = filled.startsWith('/api/membergroup/')
      ? tokens.group
      : filled.startsWith('/api/member/')
        ? tokens.member
        : filled.startsWith('/api/admin/') || filled.startsWith('/admin/')
          ? tokens.staff
          : undefined;
    return { method: 'HEAD' as const, url: filled, headers: token ? { authorization: `Bearer ${token}` } : {} };
  }

  it('leaves every table as it was after a HEAD of each GET that Fastify also answers to HEAD', async () => {
    const walked = gets.filter((url) => heads.has(url));
    // the impersonation, the news item, the letter check and the exports among them
    expect(walked.length).toBeGreaterThan(30);
    const changes: string[] = [];
    for (const url of walked) {
      const before = await databaseState(database.db);
      const res = await fastify.inject(headOf(url));
      const changed = changedTables(before, await databaseState(database.db));
      if (changed.length > 0) changes.push(`HEAD ${url} (${res.statusCode}) changed ${changed.join(', ')}`);
    }
    expect(changes).toEqual([]);
  });

  it('keeps the impersonation waiting through a HEAD, for the GET to open', async () => {
    const before = await databaseState(database.db);
    expect((await fastify.inject(headOf(endpoints.impersonationSession.path))).statusCode).toBe(405);
    expect(changedTables(before, await databaseState(database.db))).toEqual([]);
    const res = await fastify.inject({ ...headOf(endpoints.impersonationSession.path), method: 'GET' });
    expect(res.statusCode).toBe(200);
    // the same check sees the GET's own effects
    expect(changedTables(before, await databaseState(database.db))).toEqual(expect.arrayContaining(['audit_log', 'pending_impersonations', 'sessions']));
  });
});
