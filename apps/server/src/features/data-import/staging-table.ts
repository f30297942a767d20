import { once } from 'node:events';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { SQL_TYPE } from './cell-values';
import type { Dataset } from './dataset';

export const STAGING = 'import_staging';

/** Where checked rows go before the set checks and the merge. */
export interface StagingWriter {
  add(line: number, values: readonly (string | null)[]): Promise<void>;
  finish(): Promise<void>;
}

const columnList = (dataset: Dataset) => ['line', ...dataset.columns.map((c) => c.name)].join(', ');

/**
 * A temporary table typed like the target's columns, gone at the end of the transaction; or, `untilDropped`, at the
 * end of the session or when dropped (PGlite's staging, filled outside the import's transaction).
 */
export async function createStaging(trx: Db, dataset: Dataset, untilDropped = false): Promise<void> {
  const columns = dataset.columns.map((c) => `${c.name} ${SQL_TYPE[c.kind]}`).join(', ');
  await sql.raw(`create temporary table ${STAGING} (line integer not null, ${columns})${untilDropped ? '' : ' on commit drop'}`).execute(trx);
}

export const dropStaging = (db: Db) => sql.raw(`drop table if exists ${STAGING}`).execute(db);

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

/**
 * PGlite cannot COPY from a stream: rows go in as multi-row inserts of at most `maxRows` rows (PGlite runs each one
 * on the event loop's thread, so a smaller batch is a shorter wait for every other request).
 */
export function batchWriter(trx: Db, dataset: Dataset, maxRows = Infinity): StagingWriter {
  const perRow = dataset.columns.length + 1;
  const batchRows = Math.min(maxRows, Math.floor(MAX_PARAMETERS / perRow));
  let batch: (string | number | null)[][] = [];
  const flush = async () => {
    if (!batch.length) return;
    const rows = batch.map((r) => sql`(${sql.join(r)})`);
    batch = [];
    await sql`insert into ${sql.raw(STAGING)} (${sql.raw(columnList(dataset))}) values ${sql.join(rows)}`.execute(trx);
  };
  return {
    async add(line, values) {
      batch.push([line, ...values]);
      if (batch.length >= batchRows) await flush();
    },
    finish: flush,
  };
}

const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const copyField = (v: string | null) => (v === null ? '\\N' : v.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c] ?? c));

/** Lines are gathered into chunks of about this size before they are written to the COPY stream. */
const CHUNK_CHARS = 256 * 1024;

/** PostgreSQL: one COPY in text format on the transaction's own connection, fed as rows arrive, with backpressure. */
export function copyWriter(client: pg.PoolClient, dataset: Dataset): StagingWriter {
  const stream = client.query(copyFrom(`copy ${STAGING} (${columnList(dataset)}) from stdin`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  // a failure noticed between writes (the connection gone) is raised by finish(), not left unhandled
  done.catch(() => undefined);
  let chunk = '';
  const write = async (text: string) => {
    if (!stream.write(text)) await Promise.race([once(stream, 'drain'), done]);
  };
  return {
    async add(line, values) {
      chunk += `${line}\t${values.map(copyField).join('\t')}\n`;
      if (chunk.length >= CHUNK_CHARS) {
        const text = chunk;
        chunk = '';
        await write(text);
      }
    },
    async finish() {
      if (chunk) await write(chunk);
      stream.end();
      await done;
    },
  };
}
