import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LOAN_DOCUMENT_MAX_BYTES, type LoanDocumentKind, type LoanDocumentUpload } from '@coop/contract';
import { checkDocumentFile, readStoredFile } from '../../storage/checked-document';
import type { PendingFile } from '../../storage/store-after-commit';

/** A document ready to store: its bytes as kept, and what its record says of it. */
export interface CheckedDocument {
  kind: LoanDocumentKind;
  bytes: Buffer;
  mediaType: 'image/jpeg' | 'application/pdf';
  originalName: string;
  fileName: string;
  sha256: string;
}

/**
 * Applications' documents live in a folder of their own under DATA_DIR, outside every served folder: only the
 * applicant's own download route reads them.
 */
export const loanDocumentDir = (dataDir: string) => path.join(dataDir, 'loan-documents');

// names come from the database, which only this module fills; basename keeps a damaged row inside the folder
export const loanDocumentFile = (dataDir: string, fileName: string) => path.join(loanDocumentDir(dataDir), path.basename(fileName));

/** A document by its content (storage/checked-document): a picture re-encoded as a JPEG, or a plain PDF kept as sent. */
export async function checkDocument(upload: LoanDocumentUpload): Promise<CheckedDocument> {
  const file = await checkDocumentFile(upload.data, upload.name, LOAN_DOCUMENT_MAX_BYTES);
  return {
    kind: upload.kind,
    bytes: file.bytes,
    mediaType: file.mediaType,
    originalName: upload.name,
    fileName: `${randomBytes(16).toString('hex')}${file.extension}`,
    sha256: file.sha256,
  };
}

export const pendingFiles = (dataDir: string, documents: readonly CheckedDocument[]): PendingFile[] =>
  documents.map((d) => ({ target: loanDocumentFile(dataDir, d.fileName), bytes: d.bytes }));

/** The name a document downloads under: the application, the kind, the extension of what is kept. */
export const documentFileName = (applicationNo: string, kind: LoanDocumentKind, mediaType: string) => `${applicationNo}-${kind}${mediaType === 'application/pdf' ? '.pdf' : '.jpg'}`;

/** The stored bytes, or undefined when the file is gone. */
export const readDocumentFile = (dataDir: string, fileName: string) => readStoredFile(loanDocumentFile(dataDir, fileName));

/** Deletes the files a replaced record named; one already gone is fine. */
export async function removeDocumentFiles(dataDir: string, fileNames: readonly string[]): Promise<void> {
  await Promise.all(fileNames.map((name) => fs.rm(loanDocumentFile(dataDir, name), { force: true })));
}
