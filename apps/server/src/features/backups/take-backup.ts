import fs from 'node:fs/promises';
import path from 'node:path';
import { builtRelease } from '../../build-info';
import { MANIFEST_FILE, describeFiles, listFiles, newManifest, type BackupManifest } from './backup-manifest';
import { copyDataFiles } from './data-files';
import { PGLITE_SNAPSHOT_FILE, snapshotPglite } from './pglite-snapshot';
import { POSTGRES_DUMP_FILE, dumpPostgres } from './postgres-dump';

/** What a backup or restore works on: the configured database and DATA_DIR. */
export interface BackupTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether `inner` is `outer` or inside it. */
export const isWithin = (inner: string, outer: string) => !path.relative(path.resolve(outer), path.resolve(inner)).startsWith('..');

/** `coop-backup-20261127T195100Z`: sorts by time, and no two backups of one second share a folder. */
const folderName = (at: Date) => `coop-backup-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;


/**
 * Backs up the database and DATA_DIR's files into a new folder under `into`: built as `<name>.partial` and renamed
 * once its manifest is written, so a folder without `.partial` is always a whole backup. Returns its path.
 */
export async function takeBackup(target: BackupTarget, into: string, now = new Date()): Promise<{ dir: string; manifest: BackupManifest }> {
  if (isWithin(into, target.dataDir)) throw new Error(`backups must not be kept inside DATA_DIR (${target.dataDir}): a restore replaces what is there`);
  const dir = path.join(into, folderName(now));
  const partial = `${dir}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const database = target.databaseUrl ? 'postgres' : 'pglite';
    const lastMigration = target.databaseUrl
      ? await dumpPostgres(target.databaseUrl, path.join(partial, POSTGRES_DUMP_FILE))
      : await snapshotPglite(pgliteDir(target.dataDir), path.join(partial, PGLITE_SNAPSHOT_FILE));
    await copyDataFiles(target.dataDir, partial);
    const manifest = newManifest({
      createdAt: now.toISOString(),
      release: builtRelease ?? 'source',
      database,
      lastMigration,
      files: await describeFiles(partial, await listFiles(partial)),
    });
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await fs.rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}
