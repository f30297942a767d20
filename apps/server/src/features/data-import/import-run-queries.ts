import type { ImportOutcome, ImportPhase, ImportRunState } from '@coop/contract';
import { type ExpressionBuilder, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { appendAudit } from '../../db/repositories/audit-log-repository';
import type { Database, ImportRunTable } from '../../db/schema';

/** The job that runs a queued file, and its key: one job per run while it is not done. */
export const IMPORT_JOB = 'import';
export const importJobKey = (runId: string): string => `run:${runId}`;

/** The hash of a run whose file was not read to its end. */
const NOT_HASHED = '0'.repeat(64);
const NO_COUNTS = { rows_read: 0, inserted: 0, updated: 0, unchanged: 0, deleted: 0, error_count: 0 };

/** Who offered a file, and which: the command line (`system`, the OS user) or the console (`staff`, the username). */
export interface ImportStart {
  at: Date;
  actor: { kind: 'system' | 'staff'; name: string };
  dataset: string;
  fileName: string;
  state: Exclude<ImportRunState, 'ended'>;
  /** Known when the file was received whole before its run (the console's upload). */
  file?: { bytes: number; sha256: string };
}

/** The audit log's name of a file offered to a dataset. */
const targetOf = (run: { dataset: string; file_name: string }) => `${run.dataset}:${run.file_name}`;

/**
 * Records one file offered to the import, and says so in the audit log, before it is read: as failed until the run
 * ends, so a run no process finished keeps its trace. Returns the run's id.
 */
export async function recordImportStart(db: Db, start: ImportStart): Promise<string> {
  const row = await db
    .insertInto('import_runs')
    .values({
      started_at: start.at, finished_at: start.at, actor_kind: start.actor.kind, actor: start.actor.name, dataset: start.dataset, file_name: start.fileName,
      file_sha256: start.file?.sha256 ?? NOT_HASHED, file_bytes: start.file?.bytes ?? 0, ...NO_COUNTS, outcome: 'failed', state: start.state,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = String(row.id);
  await appendAudit(db, { at: start.at, actorKind: start.actor.kind, actor: start.actor.name, action: 'import.started', target: `${start.dataset}:${start.fileName}`, after: { run: id } });
  return id;
}

/** The run is being read (again, after an attempt that did not end it): its progress starts over. */
export async function importRunStarted(db: Db, id: string): Promise<void> {
  await db.updateTable('import_runs').set({ state: 'running', phase: 'reading', progress_rows: 0 }).where('id', '=', Number(id)).execute();
}

/** How far a running import has gone; a report that arrives after the run ended changes nothing. */
export async function importRunProgress(db: Db, id: string, phase: ImportPhase, rows: number): Promise<void> {
  await db.updateTable('import_runs').set({ phase, progress_rows: rows }).where('id', '=', Number(id)).where('state', '=', 'running').execute();
}

export type ImportRunEnd = Updateable<ImportRunTable> & { outcome: ImportOutcome; finished_at: Date; file_sha256: string; error_count: number };

/**
 * Ends a run with its outcome and counts, in the audit log too, and deletes the file it kept: in the caller's
 * transaction, which for an imported file is the one that merged it.
 */
export async function endImportRun(db: Db, id: string, end: ImportRunEnd): Promise<void> {
  const run = await db
    .updateTable('import_runs')
    .set({ ...end, state: 'ended', phase: null })
    .where('id', '=', Number(id))
    .returning(['actor_kind', 'actor', 'dataset', 'file_name', 'rows_read', 'inserted', 'updated', 'unchanged', 'deleted'])
    .executeTakeFirstOrThrow();
  await db.deleteFrom('import_files').where('run_id', '=', Number(id)).execute();
  const { actor_kind, actor, dataset, file_name, ...counts } = run;
  await appendAudit(db, {
    at: end.finished_at, actorKind: actor_kind as 'system' | 'staff', actor, action: `import.${end.outcome}`, target: targetOf({ dataset, file_name }),
    after: { run: id, sha256: end.file_sha256, rows: counts.rows_read, inserted: counts.inserted, updated: counts.updated, unchanged: counts.unchanged, deleted: counts.deleted, errors: end.error_count },
  });
}

/** The state of the run's job, when one is waiting or running: a run whose job is gone is not under way. */
const liveJobState = (eb: ExpressionBuilder<Database, 'import_runs'>) =>
  eb
    .selectFrom('jobs')
    .select('jobs.state')
    .where('jobs.name', '=', IMPORT_JOB)
    .where('jobs.key', '=', sql<string>`${importJobKey('')}::text || import_runs.id::text`)
    .where('jobs.state', 'in', ['waiting', 'running'])
    .limit(1)
    .as('job_state');

/**
 * The state a run is in as staff should see it: queued or running while its job waits or runs (a job waiting for
 * its retry is queued again), ended otherwise, a run whose job died before ending it included (failed).
 */
export function shownState(run: { state: ImportRunState; job_state: string | null }): ImportRunState {
  if (run.state === 'ended' || run.job_state === null) return 'ended';
  return run.job_state === 'running' ? 'running' : 'queued';
}

/** One run, with the state of its job. */
export function findImportRun(db: Db, id: string) {
  return db.selectFrom('import_runs').selectAll('import_runs').select(liveJobState).where('id', '=', Number(id)).executeTakeFirst();
}

/** A page of the import history, newest first, how many runs there are, and the runs under way (any page). */
export async function listImportRuns(db: Db, offset: number, limit: number) {
  const [rows, count, underWay] = await Promise.all([
    db.selectFrom('import_runs').selectAll().select(liveJobState).orderBy('started_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    db.selectFrom('import_runs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('import_runs').selectAll().select(liveJobState).where('state', '<>', 'ended').orderBy('started_at', 'desc').orderBy('id', 'desc').execute(),
  ]);
  return { rows, total: Number(count.n), underWay: underWay.filter((r) => shownState(r) !== 'ended') };
}
