import { ADMIN_IMPORT_PATHS, ErrorResponses, ImportResultResponse, ImportUploadQuery } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiFailure } from '../../../http/api-failure';
import { findDataset } from '../datasets';
import { FileTooLarge } from '../file-too-large';
import { IMPORT_UPLOAD_TEXT as T } from '../import-upload-text';
import { importFile } from '../run-import';
import type { RunningImports } from '../running-imports';
import { uploadMaxBytes } from '../upload-limit';

const tooLarge = (maxBytes: number) => new ApiFailure(413, 'FILE_TOO_LARGE', T.tooLarge(maxBytes));

/**
 * The request's byte stream as the body. Its field is private, so nothing that walks a body's fields (the control
 * character check of every request) wanders into the stream, its socket and the server behind it.
 */
class UploadedBytes {
  readonly #stream: AsyncIterable<Uint8Array>;
  constructor(stream: AsyncIterable<Uint8Array>) {
    this.#stream = stream;
  }
  get stream(): AsyncIterable<Uint8Array> {
    return this.#stream;
  }
}

/**
 * One file into one dataset. The body is the file itself (`application/octet-stream`, no multipart), handed to
 * `importFile` as it arrives: CSV rows are checked and staged while the upload is still coming in; a workbook is held
 * (its directory is at its end) and its sheet streamed. Past the cap of the database kind (upload-limit.ts), with
 * Content-Length or without, the answer is 413 and the run is recorded as refused. The actor is the staff user, in import_runs and the
 * audit log. A file with refused rows answers 200 with `outcome: 'rejected'` and the rows' errors: nothing is
 * written then.
 */
const importUpload: FastifyPluginAsyncTypebox<{ running: RunningImports }> = async (app, { running }) => {
  // the stream itself, unread: Fastify's body limit applies to bodies it buffers, so the cap is counted below
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, new UploadedBytes(payload)));

  app.post(
    ADMIN_IMPORT_PATHS.upload,
    { schema: { querystring: ImportUploadQuery, response: { 200: ImportResultResponse, ...ErrorResponses } } },
    async (request, reply) => {
      const { query, body } = request;
      const dataset = findDataset(query.dataset);
      if (!dataset) throw new ApiFailure(400, 'UNKNOWN_DATASET', T.unknownDataset);
      if (!(body instanceof UploadedBytes)) throw new ApiFailure(415, 'NOT_A_FILE', T.notAFile);
      const announced = request.headers['content-length'] === undefined ? null : Number(request.headers['content-length']);
      const maxBytes = uploadMaxBytes(app.dbKind);
      if (announced !== null && announced > maxBytes) throw tooLarge(maxBytes);
      const actor = request.staff.username;
      const run = running.start({ startedAt: app.now(), actor, dataset: dataset.name, fileName: query.file_name, fileBytes: announced });
      try {
        const result = await importFile(app.db, {
          dataset,
          bytes: body.stream,
          maxBytes,
          fileName: query.file_name,
          actor: { kind: 'staff', name: actor },
          encoding: query.encoding ?? 'auto',
          calendar: query.calendar ?? 'gregorian',
          now: () => app.now(),
          onRecorded: run.recorded,
          onProgress: run.update,
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
        if (error instanceof FileTooLarge) {
          void reply.header('connection', 'close');
          throw tooLarge(error.maxBytes);
        }
        // the run is recorded as failed; a cut-off upload is the sender's doing, not the server's fault
        if (!(error instanceof ApiFailure) && request.raw.readableAborted) throw new ApiFailure(400, 'UPLOAD_CUT', T.cutOff);
        throw error;
      } finally {
        run.end();
      }
    },
  );
};
export default importUpload;
