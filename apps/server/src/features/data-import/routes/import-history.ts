import { ADMIN_IMPORT_PATHS, ErrorResponses, IMPORT_HISTORY_PAGE_SIZE, ImportHistoryBody, ImportHistoryResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listImportRuns } from '../import-run-queries';
import { findDataset } from '../datasets';
import type { RunningImports } from '../running-imports';

const titleOf = (name: string) => findDataset(name)?.title ?? name;

/**
 * The import history, newest first and paged: the console's and the command line's runs, written or refused, with
 * who, when, the file's name and SHA-256, the row counts and the outcome; and the imports this process is running.
 */
const importHistory: FastifyPluginAsyncTypebox<{ running: RunningImports }> = async (app, { running }) => {
  app.post(ADMIN_IMPORT_PATHS.history, { schema: { body: ImportHistoryBody, response: { 200: ImportHistoryResponse, ...ErrorResponses } } }, async (request) => {
    const page = request.body.page ?? 1;
    const { rows, total } = await listImportRuns(app.db, (page - 1) * IMPORT_HISTORY_PAGE_SIZE, IMPORT_HISTORY_PAGE_SIZE);
    return {
      running: running.list().map((r) => ({
        started_at: r.startedAt.toISOString(),
        actor: r.actor,
        dataset: r.dataset,
        dataset_title: titleOf(r.dataset),
        file_name: r.fileName,
        phase: r.progress.phase,
        bytes: r.progress.bytes,
        file_bytes: r.fileBytes,
        rows: r.progress.rows,
      })),
      runs: rows.map((r) => ({
        ...r,
        id: String(r.id),
        started_at: r.started_at.toISOString(),
        finished_at: r.finished_at.toISOString(),
        dataset_title: titleOf(r.dataset),
        file_bytes: Number(r.file_bytes),
        rows_read: Number(r.rows_read),
        inserted: Number(r.inserted),
        updated: Number(r.updated),
        unchanged: Number(r.unchanged),
        deleted: Number(r.deleted),
        error_count: Number(r.error_count),
        under_way: running.has(String(r.id)),
      })),
      page,
      page_size: IMPORT_HISTORY_PAGE_SIZE,
      total,
      total_pages: Math.max(1, Math.ceil(total / IMPORT_HISTORY_PAGE_SIZE)),
    };
  });
};
export default importHistory;
