import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where files wait for their database work, inside DATA_DIR (so a rename puts them in place) and outside every served folder. */
const stagingDir = (dataDir: string) => path.join(dataDir, '.staging');

/**
 * Writes `bytes` aside, runs `work` (the database writes that name the file, audit included) and only once it has
 * committed moves the file to `target`. A failed write changes nothing in the database; failed database work leaves
 * no file behind, and no visitor can fetch a file whose record was never written.
 */
export async function storeAfterCommit<T>(dataDir: string, target: string, bytes: Buffer, mode: number, work: () => Promise<T>): Promise<T> {
  const staging = stagingDir(dataDir);
  await fs.mkdir(staging, { recursive: true });
  const pending = path.join(staging, randomBytes(16).toString('hex'));
  await fs.writeFile(pending, bytes, { flag: 'wx', mode });
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await fs.rm(pending, { force: true });
    throw error;
  }
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(pending, target);
  return result;
}
