import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with TEST_DB=postgres a throwaway
 * database on the server of TEST_DATABASE_URL, dropped again by close().
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    // starts from the cluster pglite-template.ts migrated once for the whole run
    const template = new Blob([new Uint8Array(await fs.readFile(inject('pgliteTemplate')))]);
    return openPglite(undefined, template);
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `coop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { poolSize: 4 });
  await migrateToLatest(handle.db);
  let closing: Promise<void> | undefined;
  const drop = async () => {
    await handle.close();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  // tests may close early (to see the database go away) and again in afterAll
  return { ...handle, close: () => (closing ??= drop()) };
}
