import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite cluster as a tarball, which each test file's database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the PGlite suite: creating and migrating a cluster once, not once per test app, saves the
 * few seconds PGlite's initdb takes each time (the suite starts over a hundred apps).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Every test app unpacks this cluster afresh, at a cost that follows its size, so it is made small: a WAL segment
  // of 1 MB instead of 16, shared buffers of 16 MB instead of 128 (the tests' databases are small), and without
  // template0 and template1, which only CREATE DATABASE reads and nothing runs on PGlite. A checkpoint last, so a
  // copy starts without replaying the migrations. About a third less CPU per test app.
  const pglite = await PGlite.create({ initDbStartParams: ['--wal-segsize=1'], postgresqlconf: ['shared_buffers = 16MB'] });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  for (const name of ['template0', 'template1']) {
    await pglite.exec(`alter database ${name} is_template false`);
    await pglite.exec(`drop database ${name}`);
  }
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coop-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
