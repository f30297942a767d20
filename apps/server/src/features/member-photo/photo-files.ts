import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Members' photos live in a folder of their own under DATA_DIR, outside the public `mediafiles` root, so that no
 * static route can reach them: only `GET /api/member/photo` reads them, for their owner.
 */
export const memberPhotoDir = (dataDir: string) => path.join(dataDir, 'member-photos');

// names come from the database, which only this module fills; basename keeps a damaged row inside the folder
const inside = (dir: string, fileName: string) => path.join(dir, path.basename(fileName));

/** A new photo's name: random, never the member's file name. */
export const newPhotoFileName = (): string => `${randomBytes(16).toString('hex')}.jpg`;

/** Where a photo's file lives. */
export const photoFile = (dir: string, fileName: string): string => inside(dir, fileName);

/** The stored bytes, or undefined when the file is gone. */
export async function readPhotoFile(dir: string, fileName: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(inside(dir, fileName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Deletes a photo's file; one already gone is fine. */
export async function removePhotoFile(dir: string, fileName: string): Promise<void> {
  await fs.rm(inside(dir, fileName), { force: true });
}
