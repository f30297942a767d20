import path from 'node:path';
import type { Db } from '../../db/database';
import { findAttachmentTitle } from './attachment-title-queries';

/** The name a download is saved under: the editor's title with the stored extension, without what file systems refuse. */
function downloadName(title: string | undefined, storedName: string): string {
  const extension = path.extname(storedName);
  const base = (title ?? '')
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  if (!base) return storedName;
  return base.toLowerCase().endsWith(extension.toLowerCase()) ? base : `${base}${extension}`;
}

/** The name an uploaded file at this public path is downloaded under, from the title an editor gave it if any. */
export async function downloadNameOf(db: Db, publicPath: string): Promise<string> {
  return downloadName(await findAttachmentTitle(db, publicPath), path.posix.basename(publicPath));
}
