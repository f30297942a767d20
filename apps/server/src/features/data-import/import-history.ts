import { IMPORT_HISTORY_PAGE_SIZE, type ImportHistoryBody, type ImportHistoryResponse } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { findDataset } from './datasets';
import { listImportRuns } from './import-run-queries';
import { runningImportsOf } from './running-imports';

const titleOf = (name: string) => findDataset(name)?.title ?? name;

/**
 * The import history, newest first and paged: the console's and the command line's runs, written or refused, with
 * who, when, the file's name and SHA-256, the row counts and the outcome; and the imports this process is running.
 */
export async function importHistory({ db }: DomainContext, { page = 1 }: ImportHistoryBody): Promise<ImportHistoryResponse> {
  const running = runningImportsOf(db);
  const { rows, total } = await listImportRuns(db, (page - 1) * IMPORT_HISTORY_PAGE_SIZE, IMPORT_HISTORY_PAGE_SIZE);
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
}
