import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/database';
import { onServer } from './postgres-template';

// read once per worker: every PGlite database of the worker's files loads the same migrated cluster
let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with TEST_DB=postgres a throwaway
 * database on the server of TEST_DATABASE_URL, which the suite's global setup drops at the end.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    // starts from the cluster pglite-template.ts migrated once for the whole run
    pgliteTemplate ??= fs.readFile(inject('pgliteTemplate')).then((tar) => new Blob([new Uint8Array(tar)]));
    return openPglite(undefined, await pgliteTemplate);
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // a copy of the database postgres-template.ts migrated once for the whole run, named after it
  const template = inject('postgresTemplate');
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { poolSize: 4 });
  const close = async () => {
    await handle.close();
    // what the file left connected (a second app's pool) goes now; the database itself at the end of the run
    await onServer(adminUrl, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
  };
  let closing: Promise<void> | undefined;
  // tests may close early (to see the database go away) and again in afterAll
  return { ...handle, close: () => (closing ??= close()) };
}
