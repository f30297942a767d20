import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/database';
import { appendAudit } from '../db/repositories/audit-log-repository';
import { recordImportRun } from '../db/repositories/import-run-repository';
import type { ImportOutcome } from '../db/schema';
import { ByteTap } from './byte-tap';
import type { Calendar } from './cell-values';
import type { Dataset } from './dataset';
import type { TextEncodingChoice } from './decode-text';
import { FileRefused } from './file-refused';
import { MSG } from './import-messages';
import { ImportRejected } from './import-rejected';
import { inImportTransaction } from './import-transaction';
import { type MergeCounts, mergeStaged } from './merge';
import { readTable } from './read-table';
import { checkRow, type HeaderMap, mapHeader } from './row-check';
import { type RowError, RowErrors } from './row-errors';
import { runSetChecks } from './set-checks';
import { STAGING, batchWriter, copyWriter, createStaging, type StagingWriter } from './staging-table';

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
  onProgress?: (progress: ImportProgress) => void;
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

/**
 * Imports one core banking file into its dataset's table, all or nothing: every row is checked (each cell, then keys
 * and references over the whole file in the database), and any refused row rolls the whole file back. The file
 * streams through: rows go to a staging table as they are read (COPY on PostgreSQL), so memory does not grow with
 * the file. Every attempt is recorded in import_runs and the audit log.
 */
export async function importFile(db: Db, request: ImportRequest): Promise<ImportResult> {
  const { dataset, actor } = request;
  const now = request.now ?? (() => new Date());
  const startedAt = now();
  const started = performance.now();
  let rows = 0;
  let phase: ImportPhase = 'reading';
  const progress = (bytes: number) => request.onProgress?.({ phase, bytes, rows });
  const tap = new ByteTap(request.bytes, progress);
  const errors = new RowErrors();

  const readInto = async (writer: StagingWriter) => {
    let map: HeaderMap | undefined;
    let header = false;
    try {
      for await (const record of readTable(tap, request.encoding ?? 'auto')) {
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

  const summary = (outcome: ImportOutcome, counts: MergeCounts) => ({
    started_at: startedAt, finished_at: now(), actor_kind: actor.kind, actor: actor.name, dataset: dataset.name,
    file_name: request.fileName, file_sha256: tap.sha256(), file_bytes: tap.bytes, rows_read: rows, ...counts, outcome,
    error_count: errors.total,
  });
  const record = async (trx: Db, run: ReturnType<typeof summary>) => {
    const runId = await recordImportRun(trx, run);
    await appendAudit(trx, {
      at: run.finished_at, actorKind: actor.kind, actor: actor.name, action: `import.${run.outcome}`, target: `${dataset.name}:${request.fileName}`,
      after: { run: runId, sha256: run.file_sha256, rows: rows, inserted: run.inserted, updated: run.updated, unchanged: run.unchanged, deleted: run.deleted, errors: run.error_count },
    });
    return runId;
  };
  const result = (runId: string, run: ReturnType<typeof summary>): ImportResult => ({
    runId, outcome: run.outcome as ImportResult['outcome'], rowsRead: rows, inserted: run.inserted, updated: run.updated,
    unchanged: run.unchanged, deleted: run.deleted, rejectedRows: errors.rejectedRows, errorCount: errors.total,
    errors: errors.report(), sha256: run.file_sha256, fileBytes: tap.bytes, ms: Math.round(performance.now() - started),
  });

  try {
    return await inImportTransaction(db, async (trx, client: pg.PoolClient | undefined) => {
      await createStaging(trx, dataset);
      const headerRead = await readInto(client ? copyWriter(client, dataset) : batchWriter(trx, dataset));
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
      const changed = counts.inserted + counts.updated + counts.deleted;
      if (changed >= ANALYZE_FROM) await sql.raw(`analyze ${dataset.table}`).execute(trx);
      if (changed > 0) await trx.insertInto('data_refreshes').values({ source: `import:${dataset.name}`, refreshed_at: now() }).execute();
      const run = summary('imported', counts);
      return result(await record(trx, run), run);
    });
  } catch (error) {
    const outcome: ImportOutcome = error instanceof ImportRejected ? 'rejected' : 'failed';
    const run = { ...summary('rejected', NONE), outcome };
    const runId = await db.transaction().execute((trx) => record(trx, run));
    if (outcome === 'failed') throw error;
    return result(runId, run);
  }
}
