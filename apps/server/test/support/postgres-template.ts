import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file's PostgreSQL database is created from; its name starts theirs too. */
    postgresTemplate: string;
  }
}

/** Runs one statement on the server of TEST_DATABASE_URL, outside any test database. */
export async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest global setup of the PostgreSQL suite: one database migrated once, which every test file's database copies
 * (`create database … template`, a tenth of a second) instead of running every migration again. The databases are
 * dropped here at the end, not by each file: PostgreSQL checkpoints at every DROP DATABASE, which took seconds while
 * the rest of the suite wrote; dropped side by side at the end, they share a few.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the PostgreSQL suite needs TEST_DATABASE_URL');
  const template = `coop_test_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, `create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const handle = await openPostgres(url.toString(), { poolSize: 1 });
  await migrateToLatest(handle.db);
  await handle.close();
  project.provide('postgresTemplate', template);

  return async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin
      .query<{ datname: string }>('select datname from pg_database where datname like $1', [`${template}%`])
      .finally(() => admin.end());
    const names = rows.map((r) => r.datname);
    // a few at a time: each drop waits for a checkpoint, and drops waiting together share one
    for (let i = 0; i < names.length; i += 8) {
      await Promise.all(names.slice(i, i + 8).map((name) => onServer(adminUrl, `drop database if exists ${name} with (force)`)));
    }
  };
}
