import { IMPORT_HISTORY_PAGE_SIZE, type ImportHistoryBody, type ImportHistoryResponse } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { findDataset } from './datasets';
import { listImportRuns, shownState } from './import-run-queries';

const datasetTitle = (name: string): string => findDataset(name)?.title ?? name;

/**
 * The import history, newest first and paged: the console's and the command line's runs, written or refused, with
 * who, when, the file's name and SHA-256, the row counts and the outcome; and above it the runs queued or running
 * now, in whichever process their job runs, as far as they have gone.
 */
export async function importHistory({ db }: DomainContext, { page = 1 }: ImportHistoryBody): Promise<ImportHistoryResponse> {
  const { rows, total, underWay } = await listImportRuns(db, (page - 1) * IMPORT_HISTORY_PAGE_SIZE, IMPORT_HISTORY_PAGE_SIZE);
  return {
    running: underWay.map((r) => ({
      run_id: String(r.id),
      started_at: r.started_at.toISOString(),
      actor: r.actor,
      dataset: r.dataset,
      dataset_title: datasetTitle(r.dataset),
      file_name: r.file_name,
      state: shownState(r) === 'running' ? 'running' : 'queued',
      phase: r.phase,
      file_bytes: Number(r.file_bytes),
      rows: Number(r.progress_rows),
    })),
    runs: rows.map((r) => ({
      ...r,
      id: String(r.id),
      started_at: r.started_at.toISOString(),
      finished_at: r.finished_at.toISOString(),
      dataset_title: datasetTitle(r.dataset),
      file_bytes: Number(r.file_bytes),
      rows_read: Number(r.rows_read),
      inserted: Number(r.inserted),
      updated: Number(r.updated),
      unchanged: Number(r.unchanged),
      deleted: Number(r.deleted),
      error_count: Number(r.error_count),
      under_way: shownState(r) !== 'ended',
    })),
    page,
    page_size: IMPORT_HISTORY_PAGE_SIZE,
    total,
    total_pages: Math.max(1, Math.ceil(total / IMPORT_HISTORY_PAGE_SIZE)),
  };
}
