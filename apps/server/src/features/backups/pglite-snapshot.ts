import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../../db/pglite-lock';
import { LAST_MIGRATION } from './last-migration';
import { runProgram } from './run-program';

export const PGLITE_SNAPSHOT_FILE = 'database.pglite.tar.gz';

/** Runs `work` on the embedded database in `dataDir` while holding its lock, so no server writes it meanwhile. */
async function withLocked<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const unlock = await lockDataDir(dataDir);
  try {
    return await work();
  } finally {
    await unlock();
  }
}

/**
 * The embedded database's cluster folder as a gzipped tar, taken after a checkpoint and a clean close, under the
 * data folder's lock (db/pglite-lock.ts): no process writes it meanwhile, so the copy is consistent. `tar` streams
 * it: PGlite's own `dumpDataDir` builds the tarball in memory (5.5 GB for the 100,000-member database). Returns the
 * last migration.
 */
export function snapshotPglite(dataDir: string, file: string): Promise<string | undefined> {
  return withLocked(dataDir, async () => {
    if (!(await fs.stat(dataDir).catch(() => undefined))) throw new Error(`there is no embedded database in ${dataDir}`);
    const pglite = await PGlite.create({ dataDir });
    let lastMigration: string | undefined;
    try {
      await pglite.exec('checkpoint');
      lastMigration = (await pglite.query<{ name: string | null }>(LAST_MIGRATION)).rows[0]?.name ?? undefined;
    } finally {
      await pglite.close();
    }
    await runProgram('tar', ['--create', '--gzip', `--file=${file}`, `--directory=${dataDir}`, '.'], { package: 'tar' });
    return lastMigration;
  });
}

/**
 * Replaces the embedded database by the snapshot: unpacked beside it and opened there first, then swapped in, so a
 * snapshot that does not open leaves the database as it was.
 */
export function restorePglite(file: string, dataDir: string): Promise<void> {
  return withLocked(dataDir, async () => {
    const incoming = `${dataDir}.restoring`;
    const outgoing = `${dataDir}.replaced`;
    await fs.rm(incoming, { recursive: true, force: true });
    await fs.mkdir(incoming, { mode: 0o700 });
    await runProgram('tar', ['--extract', '--gzip', `--file=${file}`, `--directory=${incoming}`], { package: 'tar' });
    const pglite = await PGlite.create({ dataDir: incoming });
    await pglite.query('select 1');
    await pglite.close();
    await fs.rm(outgoing, { recursive: true, force: true });
    await fs.rename(dataDir, outgoing).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await fs.rename(incoming, dataDir);
    await fs.rm(outgoing, { recursive: true, force: true });
  });
}
