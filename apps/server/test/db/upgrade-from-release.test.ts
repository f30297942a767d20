import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { FIXTURE_DIR, type ReleaseFixture, fixtureFiles } from '../fixtures/releases/release-fixture';
import { onServer } from '../support/postgres-template';
import { openTestDatabase } from '../support/test-database';
import { loginToken, memberPost } from '../support/requests';
import { type TestContext, startTestAppOn } from '../support/test-app';

const releases = (await fs.readdir(FIXTURE_DIR)).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));

/** The release's SQL without psql's meta-commands (pg_dump's `\restrict`), which neither PGlite nor a driver runs. */
async function fixtureSql(release: string): Promise<string> {
  const dump = gunzipSync(await fs.readFile(fixtureFiles(release).sql)).toString('utf8');
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
}

/** A database holding exactly what the release made: a fresh PGlite cluster, or an empty PostgreSQL database. */
async function databaseOf(release: string): Promise<DatabaseHandle> {
  const script = await fixtureSql(release);
  if (process.env.TEST_DB !== 'postgres') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coop-release-'));
    const pglite = await PGlite.create({ dataDir: path.join(dir, 'pglite') });
    await pglite.exec(script);
    await pglite.close();
    const handle = await openPglite(path.join(dir, 'pglite'));
    return { ...handle, close: () => handle.close().then(() => fs.rm(dir, { recursive: true, force: true })) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `coop_release_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(script).finally(() => client.end());
  const handle = await openPostgres(url.toString(), { poolSize: 2, statementTimeoutMs: 0 });
  return { ...handle, close: () => handle.close().then(() => onServer(adminUrl, `drop database ${name} with (force)`)) };
}

/** Every column and index of the public schema, and the migrations recorded as run. */
async function schemaOf(database: DatabaseHandle) {
  const columns = await sql`
    select table_name, column_name, data_type, is_nullable, column_default, numeric_precision, numeric_scale
    from information_schema.columns where table_schema = 'public' order by table_name, column_name`.execute(database.db);
  const indexes = await sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`.execute(database.db);
  const migrations = await sql`select name from kysely_migration order by name`.execute(database.db);
  return { columns: columns.rows, indexes: indexes.rows, migrations: migrations.rows };
}

describe.each(releases)('a database made by release %s', (release) => {
  let t: TestContext;
  let fixture: ReleaseFixture;
  let token: string;
  beforeAll(async () => {
    fixture = JSON.parse(await fs.readFile(fixtureFiles(release).json, 'utf8')) as ReleaseFixture;
    const database = await databaseOf(release);
    await migrateToLatest(database.db);
    t = await startTestAppOn(database);
    token = await loginToken(t.app, fixture.member.membershipNo, fixture.member.password);
  }, 120_000);
  afterAll(() => t.close());

  it('has, once migrated, the schema a fresh install of this release has', async () => {
    const fresh = await openTestDatabase();
    try {
      expect(await schemaOf(t.database)).toEqual(await schemaOf(fresh));
    } finally {
      await fresh.close();
    }
  });

  it.each(['/api/member/member_status', '/api/member/member_home', '/api/member/member_share', '/api/member/member_loan', '/api/member/member_dep'])(
    'answers %s for its member',
    async (route) => {
      const res = await memberPost(t.app, route, token, route.endsWith('member_share') ? { page: 1 } : undefined);
      expect(res.statusCode, res.body).toBe(200);
    },
  );
});
