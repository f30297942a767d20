import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ImportOutcome, ImportPhase } from '@coop/contract';
import { endImportRun, importRunStarted } from './import-run-queries';
import { postgresPoolOf } from '../../db/postgres-pool';
import { ByteTap } from './byte-tap';
import type { Calendar } from './cell-values';
import type { Dataset } from './dataset';
import type { TextEncodingChoice } from './decode-text';
import { FileRefused } from './file-refused';
import { MSG } from './import-messages';
import { ImportRejected } from './import-rejected';
import { importOnEmbedded } from './embedded-import';
import { eventLoopTurns } from './event-loop-turn';
import { inImportTransaction } from './import-transaction';
import { type MergeCounts, mergeStaged } from './merge';
import { readTable } from './read-table';
import { checkRow, type HeaderMap, mapHeader } from './row-check';
import { type RowError, RowErrors } from './row-errors';
import { runSetChecks } from './set-checks';
import { STAGING, copyWriter, createStaging, type StagingWriter } from './staging-table';

export interface ImportProgress {
  phase: ImportPhase;
  bytes: number;
  rows: number;
}

export interface ImportRequest {
  /** The run recorded for this file (recordImportStart): the import runs it and ends it. */
  runId: string;
  dataset: Dataset;
  /** The file's bytes as they are read (a file stream, the parts the console's upload kept). */
  bytes: AsyncIterable<Uint8Array>;
  encoding?: TextEncodingChoice;
  /** The calendar of dates and years whose header does not say (`_be`, `_ce`). */
  calendar?: Calendar;
  now?: () => Date;
  /** Awaited only where no transaction of the import holds the embedded database's one connection. */
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
  /**
   * Whether a failure (the database, the file system) ends the run as failed; false leaves it running for another
   * attempt (a job that will be retried). A refused file always ends it.
   */
  endOnFailure?: boolean;
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

/**
 * Imports one core banking file into its dataset's table, all or nothing: every row is checked (each cell, then keys
 * and references over the whole file in the database), and any refused row rolls the whole file back. The file
 * streams through: rows go to a staging table as they are read (COPY on PostgreSQL), so memory does not grow with
 * the file. The run, recorded before (as failed, so a file that brings the process down still leaves its trace),
 * ends in the transaction that merges the file, or in one of its own when the file is refused, its stored file
 * deleted with it: run again, an ended run is never merged twice.
 */
export async function importFile(db: Db, request: ImportRequest): Promise<ImportResult> {
  const { dataset, runId } = request;
  const now = request.now ?? (() => new Date());
  const started = performance.now();
  let rows = 0;
  let phase: ImportPhase = 'reading';
  const progress = (bytes: number) => request.onProgress?.({ phase, bytes, rows });
  const tap = new ByteTap(request.bytes, (bytes) => void progress(bytes));
  const errors = new RowErrors();

  await importRunStarted(db, runId);

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
    // said before the embedded database's transaction begins, so the console sees it there too
    phase = 'checking';
    await progress(tap.bytes);
    return map !== undefined;
  };

  const finish = async (trx: Db, outcome: ImportOutcome, counts: MergeCounts) => {
    const run = {
      finished_at: now(), file_sha256: tap.sha256(), file_bytes: tap.bytes, rows_read: rows, ...counts, outcome, error_count: errors.total,
      rejected_rows: errors.rejectedRows, errors: JSON.stringify(errors.report()),
    };
    await endImportRun(trx, runId, run);
    return run;
  };
  const result = (run: Awaited<ReturnType<typeof finish>>): ImportResult => ({
    runId, outcome: run.outcome as ImportResult['outcome'], rowsRead: rows, inserted: run.inserted, updated: run.updated,
    unchanged: run.unchanged, deleted: run.deleted, rejectedRows: errors.rejectedRows, errorCount: errors.total,
    errors: errors.report(), sha256: run.file_sha256, fileBytes: tap.bytes, ms: Math.round(performance.now() - started),
  });

  const checkAndMerge = async (trx: Db, headerRead: boolean) => {
    if (headerRead) {
      await sql.raw(`analyze ${STAGING}`).execute(trx);
      const found = await runSetChecks(trx, dataset);
      errors.addCounted(found.list, found.total, found.rows);
    }
    if (errors.total > 0) throw new ImportRejected();
    phase = 'writing';
    // not awaited: on the embedded database it waits for this transaction's one connection
    void progress(tap.bytes);
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
    const outcome: ImportOutcome = error instanceof ImportRejected ? 'rejected' : 'failed';
    if (outcome === 'failed' && request.endOnFailure === false) throw error;
    const run = await db.transaction().execute((trx) => finish(trx, outcome, NONE));
    if (outcome === 'failed') throw error;
    return result(run);
  }
}
