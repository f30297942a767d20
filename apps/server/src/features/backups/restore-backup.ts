import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type BackupManifest, verifiedManifest } from './backup-manifest';
import { dataEntries, restoreDataFiles } from './data-files';
import { PGLITE_SNAPSHOT_FILE, restorePglite } from './pglite-snapshot';
import { POSTGRES_DUMP_FILE, restorePostgres } from './postgres-dump';
import { type BackupTarget, isWithin, pgliteDir } from './take-backup';

/** A restore the operator must decide otherwise: nothing has been changed. */
export class RestoreRefused extends Error {}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select 1 from information_schema.tables where table_schema = 'public' limit 1");
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/** Whether the target holds a database or files a restore would replace. */
async function holdsData(target: BackupTarget): Promise<boolean> {
  if ((await dataEntries(target.dataDir)).length > 0) return true;
  if (target.databaseUrl) return postgresHasTables(target.databaseUrl);
  return fs.stat(pgliteDir(target.dataDir)).then(
    () => true,
    () => false,
  );
}

/**
 * Restores the backup in `dir` over the configured database and DATA_DIR's files. Every file is checked against
 * the manifest first (DamagedBackup otherwise), and a backup of the other kind of database, or a target that holds
 * data without `replace`, is refused (RestoreRefused): in all three cases nothing is changed.
 */
export async function restoreBackup(target: BackupTarget, dir: string, options: { replace: boolean }): Promise<BackupManifest> {
  if (isWithin(dir, target.dataDir)) throw new RestoreRefused(`the backup is inside DATA_DIR (${target.dataDir}), which a restore replaces: move it elsewhere first`);
  const manifest = await verifiedManifest(dir);
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new RestoreRefused(
      `this backup is of the ${manifest.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} database, but ${kind === 'pglite' ? 'DATABASE_URL is unset' : 'DATABASE_URL names PostgreSQL'}`,
    );
  }
  if (!options.replace && (await holdsData(target))) {
    throw new RestoreRefused('the database or DATA_DIR already holds data: add --replace to replace it with the backup');
  }
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, path.join(dir, POSTGRES_DUMP_FILE));
  else await restorePglite(path.join(dir, PGLITE_SNAPSHOT_FILE), pgliteDir(target.dataDir));
  await restoreDataFiles(dir, target.dataDir);
  return manifest;
}
