import fs from 'node:fs/promises';
import path from 'node:path';
import { STAFF_SECRET_KEY_FILE } from '../../auth/staff-secret-key-file';

/** Sub-folder of a backup holding DATA_DIR's files. */
export const FILES_DIR = 'files';

/**
 * What of DATA_DIR is not an uploaded file: the embedded database (backed up as a snapshot of its own) and its
 * lock, files waiting for their database work, and the staff secret key, which is kept apart from the database's
 * backups so that a copy of both does not open the staff's authenticator secrets (decision 070).
 */
const NOT_FILES = new Set(['pglite', 'pglite.lock', 'pglite.restoring', 'pglite.replaced', '.staging', STAFF_SECRET_KEY_FILE]);

/** DATA_DIR's top-level entries a backup carries and a restore replaces: uploads, photos, loan documents. */
export async function dataEntries(dataDir: string): Promise<string[]> {
  const entries = await fs.readdir(dataDir).catch(() => [] as string[]);
  return entries.filter((name) => !NOT_FILES.has(name)).sort();
}

export async function copyDataFiles(dataDir: string, backupDir: string): Promise<void> {
  for (const name of await dataEntries(dataDir)) {
    await fs.cp(path.join(dataDir, name), path.join(backupDir, FILES_DIR, name), { recursive: true, preserveTimestamps: true });
  }
}

/** Replaces DATA_DIR's files by the backup's; the database and the secret key are left alone. */
export async function restoreDataFiles(backupDir: string, dataDir: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  for (const name of await dataEntries(dataDir)) await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
  const saved = path.join(backupDir, FILES_DIR);
  for (const name of await fs.readdir(saved).catch(() => [] as string[])) {
    await fs.cp(path.join(saved, name), path.join(dataDir, name), { recursive: true, preserveTimestamps: true });
  }
}
