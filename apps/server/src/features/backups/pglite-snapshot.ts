import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../../db/pglite-lock';
import { LAST_MIGRATION } from './last-migration';

export const PGLITE_SNAPSHOT_FILE = 'database.pglite.tar.gz';

async function lastMigrationOf(pglite: PGlite): Promise<string | undefined> {
  const { rows } = await pglite.query<{ name: string | null }>(LAST_MIGRATION);
  return rows[0]?.name ?? undefined;
}

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
 * The embedded database's whole cluster as PGlite's own tarball, after a checkpoint: a consistent snapshot, since
 * the data folder's lock (db/pglite-lock.ts) proves no server has it open meanwhile. Returns its last migration.
 */
export function snapshotPglite(dataDir: string, file: string): Promise<string | undefined> {
  return withLocked(dataDir, async () => {
    if (!(await fs.stat(dataDir).catch(() => undefined))) throw new Error(`there is no embedded database in ${dataDir}`);
    const pglite = await PGlite.create({ dataDir });
    try {
      await pglite.exec('checkpoint');
      const tarball = await pglite.dumpDataDir('gzip');
      await fs.writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
      return await lastMigrationOf(pglite);
    } finally {
      await pglite.close();
    }
  });
}

/**
 * Replaces the embedded database by the snapshot: unpacked beside it first, then swapped in, so a snapshot that does
 * not open leaves the database as it was.
 */
export function restorePglite(file: string, dataDir: string): Promise<void> {
  return withLocked(dataDir, async () => {
    const incoming = `${dataDir}.restoring`;
    const outgoing = `${dataDir}.replaced`;
    await fs.rm(incoming, { recursive: true, force: true });
    const pglite = await PGlite.create({ dataDir: incoming, loadDataDir: new Blob([new Uint8Array(await fs.readFile(file))]) });
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
