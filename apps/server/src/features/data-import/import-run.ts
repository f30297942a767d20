import type { ImportRunBody, ImportRunResponse } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { findImportRun, shownState } from './import-run-queries';
import { IMPORT_UPLOAD_TEXT as T } from './import-upload-text';

/** One run as the console follows it after its upload: queued, how far it has gone, then its outcome and row errors. */
export async function importRun(context: DomainContext, { run_id }: ImportRunBody): Promise<ImportRunResponse> {
  const run = await findImportRun(context.db, run_id);
  if (!run) throw new ApiFailure(404, 'NOT_FOUND', T.noSuchRun);
  const state = shownState(run);
  const end = state === 'ended' ? run.finished_at : context.now();
  return {
    run_id,
    state,
    phase: state === 'running' ? run.phase : null,
    progress_rows: Number(run.progress_rows),
    outcome: run.outcome,
    dataset: run.dataset,
    file_name: run.file_name,
    sha256: run.file_sha256,
    file_bytes: Number(run.file_bytes),
    rows_read: Number(run.rows_read),
    inserted: Number(run.inserted),
    updated: Number(run.updated),
    unchanged: Number(run.unchanged),
    deleted: Number(run.deleted),
    rejected_rows: Number(run.rejected_rows),
    error_count: Number(run.error_count),
    errors: run.errors,
    ms: Math.max(0, end.getTime() - run.started_at.getTime()),
  };
}
