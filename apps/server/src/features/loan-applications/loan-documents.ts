import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LOAN_DOCUMENT_MAX_BYTES, type LoanDocumentKind, type LoanDocumentUpload, MEMBER_PHOTO_MAX_PIXELS } from '@coop/contract';
import { fileTypeFromBuffer } from 'file-type';
import { ApiFailure } from '../../http/api-failure';
import { damagedImage, decodeDataUrl, openCheckedImage } from '../../images/checked-image';
import type { PendingFile } from '../../storage/store-after-commit';
import { DOCUMENT_TEXT as T } from './loan-application-text';

/** A document ready to store: its bytes as kept, and what its record says of it. */
export interface CheckedDocument {
  kind: LoanDocumentKind;
  bytes: Buffer;
  mediaType: 'image/jpeg' | 'application/pdf';
  originalName: string;
  fileName: string;
  sha256: string;
}

/** A scan or photo of a document is kept readable but no larger than this on its longest side. */
const DOCUMENT_SIDE = 2400;
const IMAGE_TYPES = new Set(['image/png', 'image/apng', 'image/jpeg', 'image/gif', 'image/bmp']);
/** What the data URL says the file is; the bytes decide, and a file that says otherwise is refused. */
const STATED_TYPE = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?;base64,/i;
/** PDF names that run something or carry another file: a document a clerk opens needs none of them. */
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA|RichMedia|XFA)\b/;

/**
 * Applications' documents live in a folder of their own under DATA_DIR, outside every served folder: only the
 * applicant's own download route reads them.
 */
export const loanDocumentDir = (dataDir: string) => path.join(dataDir, 'loan-documents');

// names come from the database, which only this module fills; basename keeps a damaged row inside the folder
export const loanDocumentFile = (dataDir: string, fileName: string) => path.join(loanDocumentDir(dataDir), path.basename(fileName));

/** A PDF by its structure: the header at the start, the end-of-file marker near the end, nothing active inside. */
function checkedPdf(bytes: Buffer, name: string): Buffer {
  const text = bytes.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text) || !text.slice(-1024).includes('%%EOF')) throw new ApiFailure(400, 'DOCUMENT_UNREADABLE', T.damagedPdf(name));
  if (ACTIVE_PDF.test(text)) throw new ApiFailure(400, 'DOCUMENT_ACTIVE', T.activePdf(name));
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
 * A document by its content: a picture (PNG, JPEG, GIF, BMP) re-encoded, or a plain PDF kept as sent. A file whose
 * data URL states one type and whose bytes are another is refused, as is anything else.
 */
export async function checkDocument(upload: LoanDocumentUpload): Promise<CheckedDocument> {
  const bytes = decodeDataUrl(upload.data, LOAN_DOCUMENT_MAX_BYTES, T.tooLarge);
  const stated = STATED_TYPE.exec(upload.data)?.[1]?.toLowerCase();
  const found = (await fileTypeFromBuffer(bytes))?.mime;
  const isPdf = found === 'application/pdf';
  if (!isPdf && !(found && IMAGE_TYPES.has(found))) throw new ApiFailure(400, 'NOT_A_DOCUMENT', T.notDocument(upload.name));
  if (stated && (isPdf ? stated !== 'application/pdf' : !stated.startsWith('image/'))) throw new ApiFailure(400, 'DOCUMENT_MISLABELLED', T.notWhatItClaims(upload.name));
  const kept = isPdf ? checkedPdf(bytes, upload.name) : await checkedPicture(bytes);
  return {
    kind: upload.kind,
    bytes: kept,
    mediaType: isPdf ? 'application/pdf' : 'image/jpeg',
    originalName: upload.name,
    fileName: `${randomBytes(16).toString('hex')}${isPdf ? '.pdf' : '.jpg'}`,
    sha256: createHash('sha256').update(kept).digest('hex'),
  };
}

export const pendingFiles = (dataDir: string, documents: readonly CheckedDocument[]): PendingFile[] =>
  documents.map((d) => ({ target: loanDocumentFile(dataDir, d.fileName), bytes: d.bytes }));

/** The name a document downloads under: the application, the kind, the extension of what is kept. */
export const documentFileName = (applicationNo: string, kind: LoanDocumentKind, mediaType: string) => `${applicationNo}-${kind}${mediaType === 'application/pdf' ? '.pdf' : '.jpg'}`;

/** The stored bytes, or undefined when the file is gone. */
export async function readDocumentFile(dataDir: string, fileName: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(loanDocumentFile(dataDir, fileName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Deletes the files a replaced record named; one already gone is fine. */
export async function removeDocumentFiles(dataDir: string, fileNames: readonly string[]): Promise<void> {
  await Promise.all(fileNames.map((name) => fs.rm(loanDocumentFile(dataDir, name), { force: true })));
}
