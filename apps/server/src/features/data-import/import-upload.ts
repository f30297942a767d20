import type { ImportResultResponse, ImportUploadQuery } from '@coop/contract';
import type { DbKind } from '../../db/database';
import { type DomainContext, staffActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { findDataset } from './datasets';
import { FileTooLarge } from './file-too-large';
import { IMPORT_UPLOAD_TEXT as T } from './import-upload-text';
import { importFile } from './run-import';
import { runningImportsOf } from './running-imports';
import { uploadMaxBytes } from './upload-limit';
import { publishImportEvents } from './import-events';

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
 * One file into one dataset, by the acting staff user, handed to `importFile` as it arrives: CSV rows are checked
 * and staged while the upload is still coming in; a workbook is held (its directory is at its end) and its sheet
 * streamed. Past the cap of the database kind (upload-limit.ts), announced or not, the answer is 413 and the run is
 * recorded as refused. The actor is the staff user, in import_runs and the audit log. A file with refused rows
 * answers `outcome: 'rejected'` and the rows' errors: nothing is written then.
 */
export async function importUpload(context: DomainContext, upload: ConsoleUpload): Promise<ImportResultResponse> {
  const { query } = upload;
  const dataset = findDataset(query.dataset);
  if (!dataset) throw new ApiFailure(400, 'UNKNOWN_DATASET', T.unknownDataset);
  if (!upload.bytes) throw new ApiFailure(415, 'NOT_A_FILE', T.notAFile);
  const maxBytes = uploadMaxBytes(upload.dbKind);
  if (upload.announced !== null && upload.announced > maxBytes) throw tooLarge(maxBytes);
  const actor = staffActor(context);
  const run = runningImportsOf(context.db).start({ startedAt: context.now(), actor, dataset: dataset.name, fileName: query.file_name, fileBytes: upload.announced });
  try {
    const result = await importFile(context.db, {
      dataset,
      bytes: upload.bytes,
      maxBytes,
      fileName: query.file_name,
      actor: { kind: 'staff', name: actor },
      encoding: query.encoding ?? 'auto',
      calendar: query.calendar ?? 'gregorian',
      now: context.now,
      onRecorded: run.recorded,
      onProgress: run.update,
      onMerged: (trx) => publishImportEvents(context, dataset, trx),
    });
    return {
      run_id: result.runId,
      outcome: result.outcome,
      dataset: dataset.name,
      file_name: query.file_name,
      sha256: result.sha256,
      file_bytes: result.fileBytes,
      rows_read: result.rowsRead,
      inserted: result.inserted,
      updated: result.updated,
      unchanged: result.unchanged,
      deleted: result.deleted,
      rejected_rows: result.rejectedRows,
      error_count: result.errorCount,
      errors: result.errors,
      ms: result.ms,
    };
  } catch (error) {
    // recorded as refused; the bytes past the cap are not read, and the connection ends with the answer
    if (error instanceof FileTooLarge) throw tooLarge(error.maxBytes, { connection: 'close' });
    // the run is recorded as failed; a cut-off upload is the sender's doing, not the server's fault
    if (!(error instanceof ApiFailure) && upload.cutOff()) throw new ApiFailure(400, 'UPLOAD_CUT', T.cutOff);
    throw error;
  } finally {
    run.end();
  }
}
