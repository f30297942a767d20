import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DbKind } from '../../db/database';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'coop-portal-backup/1';

/** One file of a backup, relative to its folder with `/` separators. */
export interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** What a backup holds and how to check it: written last, so a folder with a manifest is a finished backup. */
export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  /** The portal release that took it (`<version>+<commit>`), or `source` when run from the sources. */
  release: string;
  database: DbKind;
  /** The last migration the database had: a restore into an older release that lacks it would not start. */
  lastMigration: string | undefined;
  files: BackupFile[];
}

/** Thrown when a backup's files are not the ones its manifest lists: restore then changes nothing. */
export class DamagedBackup extends Error {}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every regular file under `dir`, relative and sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export async function describeFiles(dir: string, files: readonly string[]): Promise<BackupFile[]> {
  const described: BackupFile[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    described.push({ path: file, bytes: (await fs.stat(full)).size, sha256: await sha256Of(full) });
  }
  return described;
}

export function newManifest(fields: Omit<BackupManifest, 'format'>): BackupManifest {
  return { format: FORMAT, ...fields };
}

/**
 * Reads the manifest of the backup in `dir` and checks every file against it: present, of its size and checksum,
 * and nothing else in the folder. Any difference is a DamagedBackup naming the first file found.
 */
export async function verifiedManifest(dir: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new DamagedBackup(`${dir} has no ${MANIFEST_FILE}: not a finished backup`);
  });
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new DamagedBackup(`${MANIFEST_FILE} is not valid JSON`);
  }
  if (manifest.format !== FORMAT || !Array.isArray(manifest.files)) throw new DamagedBackup(`${MANIFEST_FILE} is not a backup manifest of this portal (${FORMAT})`);
  const listed = new Set(manifest.files.map((f) => f.path));
  const extra = (await listFiles(dir)).find((file) => file !== MANIFEST_FILE && !listed.has(file));
  if (extra) throw new DamagedBackup(`${extra} is not listed in ${MANIFEST_FILE}`);
  for (const file of manifest.files) {
    const full = path.join(dir, file.path);
    if (path.relative(dir, full).startsWith('..')) throw new DamagedBackup(`${file.path} points outside the backup`);
    const stat = await fs.stat(full).catch(() => undefined);
    if (!stat) throw new DamagedBackup(`${file.path} is missing`);
    if (stat.size !== file.bytes || (await sha256Of(full)) !== file.sha256) throw new DamagedBackup(`${file.path} does not match its sha256 checksum`);
  }
  return manifest;
}
