import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { MEMBER_PHOTO_MAX_PIXELS } from '@coop/contract';
import { fileTypeFromBuffer } from 'file-type';
import { ApiFailure } from '../http/api-failure';
import { damagedImage, decodeDataUrl, openCheckedImage } from '../images/checked-image';

/** The Thai of a refused document, wherever members send one (loan applications, evidence on a disputed balance). */
export const DOCUMENT_TEXT = {
  tooLarge: 'ไฟล์เอกสารต้องมีขนาดไม่เกิน 5 MB',
  notDocument: (name: string) => `ไฟล์ ${name} ไม่ใช่รูปภาพหรือ PDF กรุณาแนบรูปถ่ายเอกสาร (PNG, JPEG, GIF, BMP) หรือไฟล์ PDF`,
  notWhatItClaims: (name: string) => `ไฟล์ ${name} ไม่ใช่ชนิดที่ชื่อไฟล์ระบุ กรุณาแนบไฟล์เอกสารจริง`,
  damagedPdf: (name: string) => `ไม่สามารถอ่านไฟล์ ${name} ได้ ไฟล์ PDF อาจเสียหาย`,
  activePdf: (name: string) => `ไฟล์ ${name} มีสคริปต์หรือไฟล์แนบอยู่ภายใน สหกรณ์รับเฉพาะ PDF ที่เป็นเอกสารธรรมดา`,
} as const;

/** A document's bytes as kept and what they are. */
export interface CheckedFile {
  bytes: Buffer;
  mediaType: 'image/jpeg' | 'application/pdf';
  extension: '.jpg' | '.pdf';
  sha256: string;
}

/** A scan or photo of a document is kept readable but no larger than this on its longest side. */
const DOCUMENT_SIDE = 2400;
const IMAGE_TYPES = new Set(['image/png', 'image/apng', 'image/jpeg', 'image/gif', 'image/bmp']);
/** What the data URL says the file is; the bytes decide, and a file that says otherwise is refused. */
const STATED_TYPE = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?;base64,/i;
/** PDF names that run something or carry another file: a document a clerk opens needs none of them. */
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA|RichMedia|XFA)\b/;

/** A PDF by its structure: the header at the start, the end-of-file marker near the end, nothing active inside. */
function checkedPdf(bytes: Buffer, name: string): Buffer {
  const text = bytes.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text) || !text.slice(-1024).includes('%%EOF')) throw new ApiFailure(400, 'DOCUMENT_UNREADABLE', DOCUMENT_TEXT.damagedPdf(name));
  if (ACTIVE_PDF.test(text)) throw new ApiFailure(400, 'DOCUMENT_ACTIVE', DOCUMENT_TEXT.activePdf(name));
  return bytes;
}

/** A picture checked as the profile photo is, turned upright and written anew as a JPEG without metadata. */
async function checkedPicture(bytes: Buffer): Promise<Buffer> {
  const { image } = await openCheckedImage(bytes, MEMBER_PHOTO_MAX_PIXELS);
  try {
    return await image
      .resize(DOCUMENT_SIDE, DOCUMENT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw damagedImage();
  }
}

/**
 * A document sent as a data URL, by its content: a picture (PNG, JPEG, GIF, BMP) re-encoded, or a plain PDF kept as
 * sent. A file whose data URL states one type and whose bytes are another is refused, as is anything else.
 */
export async function checkDocumentFile(data: string, name: string, maxBytes: number): Promise<CheckedFile> {
  const bytes = decodeDataUrl(data, maxBytes, DOCUMENT_TEXT.tooLarge);
  const stated = STATED_TYPE.exec(data)?.[1]?.toLowerCase();
  const found = (await fileTypeFromBuffer(bytes))?.mime;
  const isPdf = found === 'application/pdf';
  if (!isPdf && !(found && IMAGE_TYPES.has(found))) throw new ApiFailure(400, 'NOT_A_DOCUMENT', DOCUMENT_TEXT.notDocument(name));
  if (stated && (isPdf ? stated !== 'application/pdf' : !stated.startsWith('image/'))) throw new ApiFailure(400, 'DOCUMENT_MISLABELLED', DOCUMENT_TEXT.notWhatItClaims(name));
  const kept = isPdf ? checkedPdf(bytes, name) : await checkedPicture(bytes);
  return {
    bytes: kept,
    mediaType: isPdf ? 'application/pdf' : 'image/jpeg',
    extension: isPdf ? '.pdf' : '.jpg',
    sha256: createHash('sha256').update(kept).digest('hex'),
  };
}

/** A stored file's bytes, or undefined when the file is gone. */
export async function readStoredFile(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
