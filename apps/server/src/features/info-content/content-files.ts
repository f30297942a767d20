import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { ApiFailure } from '../../http/api-failure';
import { damagedImage, openCheckedImage } from '../../images/checked-image';
import { CONTENT_TEXT } from '../../site/content-admin-text';

/** Content pictures are shown up to this size on the widest page; larger ones only cost visitors bandwidth. */
const PICTURE_SIDE = 1600;
const PICTURE_MAX_PIXELS = 40_000_000;

/** Attachments by what their bytes are, and the extension they are stored and served under. */
const ATTACHMENT_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** What an upload becomes: the bytes to store and the extension they are stored and served under. */
export interface ContentFile {
  bytes: Buffer;
  extension: string;
}

/**
 * Where a new content file goes: under the public uploads root (`/mediafiles/`), by a name no one can guess or
 * choose. Answers the file's place on disk and its public path.
 */
export function newContentFilePlace(dataDir: string, extension: string): { file: string; publicPath: string } {
  const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
  return { file: path.join(dataDir, 'mediafiles', 'content', fileName), publicPath: `/mediafiles/content/${fileName}` };
}

/**
 * A picture for the public site: checked by content like a member's photo, turned upright, shrunk to fit 1600 px,
 * put on white where transparent and made a new JPEG without metadata.
 */
export async function makeContentPicture(bytes: Buffer): Promise<ContentFile> {
  const { image } = await openCheckedImage(bytes, PICTURE_MAX_PIXELS);
  let jpeg: Buffer;
  try {
    jpeg = await image
      .resize(PICTURE_SIDE, PICTURE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    // pixel data that breaks off or contradicts its header shows only now, while decoding
    throw damagedImage();
  }
  return { bytes: jpeg, extension: 'jpg' };
}

/** A file to download: a PDF, Word (DOCX) or Excel (XLSX) document by its bytes, whatever its name says, kept as sent. */
export async function checkContentAttachment(bytes: Buffer): Promise<ContentFile> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && ATTACHMENT_TYPES[type.mime];
  if (!extension) throw new ApiFailure(400, 'NOT_A_DOCUMENT', CONTENT_TEXT.notDocument);
  return { bytes, extension };
}
