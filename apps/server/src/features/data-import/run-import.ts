import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { appendAudit } from '../../db/repositories/audit-log-repository';
import { finishImportRun, recordImportRun } from './import-run-queries';
import { postgresPoolOf } from '../../db/postgres-pool';
import type { ImportOutcome } from '../../db/schema';
import { ByteTap } from './byte-tap';
import type { Calendar } from './cell-values';
import type { Dataset } from './dataset';
import type { TextEncodingChoice } from './decode-text';
import { FileRefused } from './file-refused';
import { MSG } from './import-messages';
import { ImportRejected } from './import-rejected';
import { importOnEmbedded } from './embedded-import';
import { eventLoopTurns } from './event-loop-turn';
import { FileTooLarge } from './file-too-large';
import { inImportTransaction } from './import-transaction';
import { type MergeCounts, mergeStaged } from './merge';
import { readTable } from './read-table';
import { checkRow, type HeaderMap, mapHeader } from './row-check';
import { type RowError, RowErrors } from './row-errors';
import { runSetChecks } from './set-checks';
import { STAGING, copyWriter, createStaging, type StagingWriter } from './staging-table';

export type ImportPhase = 'reading' | 'checking' | 'writing';

export interface ImportProgress {
  phase: ImportPhase;
  bytes: number;
  rows: number;
}

export interface ImportRequest {
  dataset: Dataset;
  /** The file's bytes as they arrive (a file stream, an upload). */
  bytes: AsyncIterable<Uint8Array>;
  fileName: string;
  /** The command line: `system` and the OS user; the console: `staff` and the username. */
  actor: { kind: 'system' | 'staff'; name: string };
  encoding?: TextEncodingChoice;
  /** The calendar of dates and years whose header does not say (`_be`, `_ce`). */
  calendar?: Calendar;
  now?: () => Date;
  /** Past this many bytes the file is refused (FileTooLarge, thrown after the run is recorded); no cap if absent. */
  maxBytes?: number;
  /** Told the run's id once it is recorded, before the file is read. */
  onRecorded?: (runId: string) => void;
  onProgress?: (progress: ImportProgress) => void;
  /** Run in the import's transaction once the file is merged, while its staging table still holds the file's rows. */
  onMerged?: (trx: Db) => Promise<void>;
}

export interface ImportResult extends MergeCounts {
  runId: string;
  outcome: Exclude<ImportOutcome, 'failed'>;
  rowsRead: number;
  rejectedRows: number;
  errorCount: number;
  /** In file order, at most ERROR_REPORT_CAP of them. */
  errors: RowError[];
  sha256: string;
  fileBytes: number;
  ms: number;
}

/** Bulk loads above this many changed rows refresh the table's planner statistics (decision 010). */
const ANALYZE_FROM = 1_000;
const NONE: MergeCounts = { inserted: 0, updated: 0, unchanged: 0, deleted: 0 };
/** The hash of a run recorded before its file was read; a run the process never finished keeps it. */
const NOT_YET_HASHED = '0'.repeat(64);

/**
 * Imports one core banking file into its dataset's table, all or nothing: every row is checked (each cell, then keys
 * and references over the whole file in the database), and any refused row rolls the whole file back. The file
 * streams through: rows go to a staging table as they are read (COPY on PostgreSQL), so memory does not grow with
 * the file. Every attempt is recorded in import_runs and the audit log before the file is read (as failed, until it
 * ends), so a file that brings the process down still leaves its trace.
 */
export async function importFile(db: Db, request: ImportRequest): Promise<ImportResult> {
  const { dataset, actor } = request;
  const now = request.now ?? (() => new Date());
  const startedAt = now();
  const started = performance.now();
  let rows = 0;
  let phase: ImportPhase = 'reading';
  const progress = (bytes: number) => request.onProgress?.({ phase, bytes, rows });
  const tap = new ByteTap(request.bytes, progress, request.maxBytes);
  const errors = new RowErrors();
  const target = `${dataset.name}:${request.fileName}`;

  const runId = await db.transaction().execute(async (trx) => {
    const id = await recordImportRun(trx, {
      started_at: startedAt, finished_at: startedAt, actor_kind: actor.kind, actor: actor.name, dataset: dataset.name,
      file_name: request.fileName, file_sha256: NOT_YET_HASHED, file_bytes: 0, rows_read: 0, ...NONE, outcome: 'failed', error_count: 0,
    });
    await appendAudit(trx, { at: startedAt, actorKind: actor.kind, actor: actor.name, action: 'import.started', target, after: { run: id } });
    return id;
  });
  request.onRecorded?.(runId);

  const readInto = async (writer: StagingWriter) => {
    let map: HeaderMap | undefined;
    let header = false;
    const turn = eventLoopTurns();
    try {
      for await (const record of readTable(tap, request.encoding ?? 'auto', dataset.columns.length)) {
        await turn();
        if (!header) {
          header = true;
          map = mapHeader(dataset, record, request.calendar ?? 'gregorian', errors);
          continue;
        }
        rows += 1;
        if (!map) continue;
        const values = checkRow(dataset, map, record, errors);
        if (values) await writer.add(record.line, values);
      }
      if (!header) errors.add({ line: 1, column: '', reason: MSG.emptyFile });
    } catch (error) {
      if (!(error instanceof FileRefused)) throw error;
      errors.add({ line: error.line, column: '', reason: error.reason });
    } finally {
      await writer.finish();
    }
    await tap.drain();
    return map !== undefined;
  };

  const finish = async (trx: Db, outcome: ImportOutcome, counts: MergeCounts) => {
    const run = {
      finished_at: now(), file_sha256: tap.sha256(), file_bytes: tap.bytes, rows_read: rows, ...counts, outcome, error_count: errors.total,
    };
    await finishImportRun(trx, runId, run);
    await appendAudit(trx, {
      at: run.finished_at, actorKind: actor.kind, actor: actor.name, action: `import.${outcome}`, target,
      after: { run: runId, sha256: run.file_sha256, rows, ...counts, errors: run.error_count },
    });
    return run;
  };
  const result = (run: Awaited<ReturnType<typeof finish>>): ImportResult => ({
    runId, outcome: run.outcome as ImportResult['outcome'], rowsRead: rows, inserted: run.inserted, updated: run.updated,
    unchanged: run.unchanged, deleted: run.deleted, rejectedRows: errors.rejectedRows, errorCount: errors.total,
    errors: errors.report(), sha256: run.file_sha256, fileBytes: tap.bytes, ms: Math.round(performance.now() - started),
  });

  const checkAndMerge = async (trx: Db, headerRead: boolean) => {
    phase = 'checking';
    progress(tap.bytes);
    if (headerRead) {
      await sql.raw(`analyze ${STAGING}`).execute(trx);
      const found = await runSetChecks(trx, dataset);
      errors.addCounted(found.list, found.total, found.rows);
    }
    if (errors.total > 0) throw new ImportRejected();
    phase = 'writing';
    progress(tap.bytes);
    const counts = await mergeStaged(trx, dataset);
    await request.onMerged?.(trx);
    const changed = counts.inserted + counts.updated + counts.deleted;
    if (changed >= ANALYZE_FROM) await sql.raw(`analyze ${dataset.table}`).execute(trx);
    if (changed > 0) await trx.insertInto('data_refreshes').values({ source: `import:${dataset.name}`, refreshed_at: now() }).execute();
    return result(await finish(trx, 'imported', counts));
  };

  const pool = postgresPoolOf(db);
  try {
    if (!pool) return await importOnEmbedded(db, dataset, readInto, checkAndMerge);
    return await inImportTransaction(pool, async (trx, client) => {
      await createStaging(trx, dataset);
      return checkAndMerge(trx, await readInto(copyWriter(client, dataset)));
    });
  } catch (error) {
    if (error instanceof FileTooLarge) errors.add({ line: 1, column: '', reason: MSG.fileTooLarge(error.maxBytes / (1024 * 1024)) });
    const outcome: ImportOutcome = error instanceof ImportRejected || error instanceof FileTooLarge ? 'rejected' : 'failed';
    const run = await db.transaction().execute((trx) => finish(trx, outcome, NONE));
    if (outcome === 'failed' || error instanceof FileTooLarge) throw error;
    return result(run);
  }
}
