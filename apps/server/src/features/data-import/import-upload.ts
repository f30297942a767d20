import type { ImportUploadQuery, ImportUploadResponse } from '@coop/contract';
import type { DbKind } from '../../db/database';
import { type DomainContext, staffActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { ByteTap } from './byte-tap';
import { findDataset } from './datasets';
import { FileTooLarge } from './file-too-large';
import { keepImportFile, type ReceivedFile, receiveFile } from './import-file-store';
import { MSG } from './import-messages';
import { endImportRun, IMPORT_JOB, type ImportStart, importJobKey, recordImportStart } from './import-run-queries';
import { IMPORT_UPLOAD_TEXT as T } from './import-upload-text';
import type { ImportJobData } from './jobs';
import { uploadMaxBytes } from './upload-limit';

/** One file the console sends, as the request brought it. */
export interface ConsoleUpload {
  query: ImportUploadQuery;
  /** The file's bytes as they arrive; undefined when the body was not a file. */
  bytes: AsyncIterable<Uint8Array> | undefined;
  /** The size the upload announced (Content-Length), if it did. */
  announced: number | null;
  /** The database the portal runs on, whose kind sets the cap. */
  dbKind: DbKind;
  /** Whether the sender cut the upload off. */
  cutOff: () => boolean;
}

/** Past the cap: refused, and (once bytes were read) the connection ends with the answer, the rest left unread. */
const tooLarge = (maxBytes: number, headers: Record<string, string> = {}) => new ApiFailure(413, 'FILE_TOO_LARGE', T.tooLarge(maxBytes), headers);

/**
 * One file into one dataset, by the acting staff user: received whole (past the cap of the database kind, announced
 * or not, the answer is 413 and the run is recorded as refused), then, in one transaction, its run recorded as
 * queued, the file kept in the database and the job that imports it queued (decision 058). Answers at once with the
 * run; the console follows it to its outcome. The actor is the staff user, in import_runs and the audit log.
 */
export async function importUpload(context: DomainContext, upload: ConsoleUpload): Promise<ImportUploadResponse> {
  const { query } = upload;
  const dataset = findDataset(query.dataset);
  if (!dataset) throw new ApiFailure(400, 'UNKNOWN_DATASET', T.unknownDataset);
  if (!upload.bytes) throw new ApiFailure(415, 'NOT_A_FILE', T.notAFile);
  const maxBytes = uploadMaxBytes(upload.dbKind);
  if (upload.announced !== null && upload.announced > maxBytes) throw tooLarge(maxBytes);
  const start = (state: ImportStart['state'], file?: ImportStart['file']): ImportStart => ({
    at: context.now(), actor: { kind: 'staff', name: staffActor(context) }, dataset: dataset.name, fileName: query.file_name, state, file,
  });
  const tap = new ByteTap(upload.bytes, undefined, maxBytes);
  let file: ReceivedFile;
  try {
    file = await receiveFile(tap);
  } catch (error) {
    const refused = error instanceof FileTooLarge;
    // anything but a file past the cap or a sender who gave up is the server's fault, answered as such
    if (!refused && !upload.cutOff()) throw error;
    // a refused or cut-off upload keeps its trace in the history
    await context.db.transaction().execute(async (trx) => {
      const id = await recordImportStart(trx, start('running'));
      const errors = refused ? [{ line: 1, column: '', reason: MSG.fileTooLarge(maxBytes / (1024 * 1024)) }] : [];
      await endImportRun(trx, id, {
        outcome: refused ? 'rejected' : 'failed', finished_at: context.now(), file_sha256: tap.sha256(), file_bytes: tap.bytes,
        error_count: errors.length, rejected_rows: 0, errors: JSON.stringify(errors),
      });
    });
    // the bytes past the cap are not read, and the connection ends with the answer
    if (refused) throw tooLarge(maxBytes, { connection: 'close' });
    throw new ApiFailure(400, 'UPLOAD_CUT', T.cutOff);
  }
  const runId = await context.db.transaction().execute(async (trx) => {
    const id = await recordImportStart(trx, start('queued', { bytes: file.bytes, sha256: file.sha256 }));
    await keepImportFile(trx, id, file.parts);
    const job: ImportJobData = { run: id, encoding: query.encoding ?? 'auto', calendar: query.calendar ?? 'gregorian' };
    await context.jobs.send(IMPORT_JOB, job, { key: importJobKey(id) }, trx);
    return id;
  });
  return { run_id: runId, state: 'queued', dataset: dataset.name, file_name: query.file_name, sha256: file.sha256, file_bytes: file.bytes };
}
