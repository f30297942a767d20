import type { ImportCalendar, ImportEncoding } from '@coop/contract';
import type { JobDefinition } from '../../jobs/job-definition';
import { findDataset } from './datasets';
import { keptImportFile } from './import-file-store';
import { importProgressWriter } from './import-progress-writer';
import { findImportRun, IMPORT_JOB } from './import-run-queries';
import { importWithEvents } from './import-with-events';

export interface ImportJobData {
  run: string;
  encoding: ImportEncoding;
  calendar: ImportCalendar;
}

/**
 * A file the console kept, checked, staged and merged as its upload once was (decision 058). Run again after a kill
 * or a failure, it finds its run ended if the transaction that merged the file (and ended the run) committed, and
 * does nothing; otherwise nothing of it was written, and it reads the kept file again. A failure ends the run as
 * failed only on the job's last attempt.
 */
export const importJob: JobDefinition<ImportJobData> = {
  name: IMPORT_JOB,
  retryLimit: 3,
  backoff: { baseSeconds: 30, maxSeconds: 600 },
  async handler(context, data, job) {
    const run = await findImportRun(context.db, data.run);
    if (!run || run.state === 'ended') return;
    const dataset = findDataset(run.dataset);
    if (!dataset) throw new Error(`import run ${data.run}: no dataset ${run.dataset}`);
    await importWithEvents(context, dataset, {
      runId: data.run,
      bytes: keptImportFile(context.db, data.run),
      encoding: data.encoding,
      calendar: data.calendar,
      onProgress: importProgressWriter(context.db, data.run),
      endOnFailure: job.lastAttempt,
    });
  },
};

export const dataImportJobs: readonly JobDefinition[] = [importJob as JobDefinition];
