import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where files wait for their database work, inside DATA_DIR (so a rename puts them in place) and outside every served folder. */
const stagingDir = (dataDir: string) => path.join(dataDir, '.staging');

/** A file to put in place once its database work has committed. */
export interface PendingFile {
  target: string;
  bytes: Buffer;
}

/**
 * Writes `bytes` aside, runs `work` (the database writes that name the file, audit included) and only once it has
 * committed moves the file to `target`. A failed write changes nothing in the database; failed database work leaves
 * no file behind, and no visitor can fetch a file whose record was never written.
 */
export async function storeAfterCommit<T>(dataDir: string, target: string, bytes: Buffer, mode: number, work: () => Promise<T>): Promise<T> {
  return storeAllAfterCommit(dataDir, [{ target, bytes }], mode, work);
}

/** storeAfterCommit for several files that one record names (a picture and its other sizes): all or none. */
export async function storeAllAfterCommit<T>(dataDir: string, files: readonly PendingFile[], mode: number, work: () => Promise<T>): Promise<T> {
  const staging = stagingDir(dataDir);
  await fs.mkdir(staging, { recursive: true });
  const pending = files.map((file) => ({ ...file, aside: path.join(staging, randomBytes(16).toString('hex')) }));
  let result: T;
  try {
    for (const file of pending) await fs.writeFile(file.aside, file.bytes, { flag: 'wx', mode });
    result = await work();
  } catch (error) {
    await Promise.all(pending.map((file) => fs.rm(file.aside, { force: true })));
    throw error;
  }
  for (const file of pending) {
    await fs.mkdir(path.dirname(file.target), { recursive: true });
    await fs.rename(file.aside, file.target);
  }
  return result;
}

/**
 * Deletes files left aside longer than `before`: a process that died between writing a file and its database work
 * leaves one that nothing will ever name. A younger file may belong to work still running, so it stays.
 */
export async function removeStaleStaged(dataDir: string, before: Date): Promise<number> {
  const staging = stagingDir(dataDir);
  const names = await fs.readdir(staging).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(staging, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile() || stat.mtime >= before) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
