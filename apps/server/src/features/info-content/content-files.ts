import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pictureAtWidth, storedWidths } from '@coop/contract';
import { fileTypeFromBuffer } from 'file-type';
import { ApiFailure } from '../../http/api-failure';
import { damagedImage, openCheckedImage } from '../../images/checked-image';
import { CONTENT_TEXT } from '../../site/content-admin-text';

/** Content pictures are shown up to this size on the widest page; larger ones only cost visitors bandwidth. */
const PICTURE_SIDE = 1600;
const PICTURE_MAX_PIXELS = 40_000_000;
const JPEG = { quality: 82, mozjpeg: true } as const;
const WEBP = { quality: 78 } as const;

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
  /** Added to the generated name: a picture's size (the contract's content-picture.ts). */
  nameSuffix?: string;
  /** The other files of the upload (a picture's other sizes and formats), by what replaces the name's `.extension`. */
  others?: { ending: string; bytes: Buffer }[];
}

/**
 * Where a new content file goes: under the public uploads root (`/mediafiles/`), by a name no one can guess or
 * choose. Answers the file's place on disk and its public path.
 */
export function newContentFilePlace(dataDir: string, extension: string, nameSuffix = ''): { file: string; publicPath: string } {
  const fileName = `${randomBytes(16).toString('hex')}${nameSuffix}.${extension}`;
  return { file: path.join(dataDir, 'mediafiles', 'content', fileName), publicPath: `/mediafiles/content/${fileName}` };
}

/**
 * A picture for the public site: checked by content like a member's photo, turned upright, shrunk to fit 1600 px,
 * put on white where transparent and made a new JPEG without metadata; and the same at the contract's narrower
 * widths, and each as WebP, so a page fetches the size it shows in the format the browser reads best (issue 31).
 */
export async function makeContentPicture(bytes: Buffer): Promise<ContentFile> {
  const { image } = await openCheckedImage(bytes, PICTURE_MAX_PIXELS);
  const flat = image.resize(PICTURE_SIDE, PICTURE_SIDE, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' });
  try {
    const { data: jpeg, info } = await flat.clone().jpeg(JPEG).toBuffer({ resolveWithObject: true });
    const others: { ending: string; bytes: Buffer }[] = [];
    for (const width of storedWidths(info.width)) {
      const sized = width === info.width ? flat : flat.clone().resize(width);
      if (width !== info.width) others.push({ ending: pictureAtWidth('', info.width, width, 'jpg'), bytes: await sized.clone().jpeg(JPEG).toBuffer() });
      others.push({ ending: pictureAtWidth('', info.width, width, 'webp'), bytes: await sized.clone().webp(WEBP).toBuffer() });
    }
    return { bytes: jpeg, extension: 'jpg', nameSuffix: `-${info.width}x${info.height}`, others };
  } catch {
    // pixel data that breaks off or contradicts its header shows only now, while decoding
    throw damagedImage();
  }
}

/** A file to download: a PDF, Word (DOCX) or Excel (XLSX) document by its bytes, whatever its name says, kept as sent. */
export async function checkContentAttachment(bytes: Buffer): Promise<ContentFile> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && ATTACHMENT_TYPES[type.mime];
  if (!extension) throw new ApiFailure(400, 'NOT_A_DOCUMENT', CONTENT_TEXT.notDocument);
  return { bytes, extension };
}
