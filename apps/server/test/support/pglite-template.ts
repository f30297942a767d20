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
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coop-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
