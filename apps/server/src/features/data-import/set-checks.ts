import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Dataset } from './dataset';
import { MSG } from './import-messages';
import { ERROR_REPORT_CAP, type RowError } from './row-errors';
import { STAGING } from './staging-table';

const ERRORS = 'import_errors';

const matches = (left: string, leftColumns: readonly string[], right: string, rightColumns: readonly string[]) =>
  leftColumns.map((c, i) => `${left}.${c} = ${right}.${rightColumns[i]}`).join(' and ');

/**
 * The checks that need every row at once, run in the database over the staged rows: keys repeated inside the file,
 * references to rows that exist neither in the database nor (where allowed) in the file, and the dataset's own row
 * rules. Every finding is kept in a temporary table, so a million bad rows are counted without being held here.
 */
export async function runSetChecks(trx: Db, dataset: Dataset): Promise<{ list: RowError[]; total: number; rows: number }> {
  await sql.raw(`create temporary table ${ERRORS} (line integer not null, column_name text not null, reason text not null) on commit drop`).execute(trx);
  if (dataset.key) {
    const key = dataset.key.join(', ');
    await sql`insert into ${sql.raw(ERRORS)} (line, column_name, reason)
      select line, ${dataset.key.join('+')}::text, ${MSG.duplicateBefore}::text || first_line || ${MSG.duplicateAfter}::text
      from (select line, min(line) over (partition by ${sql.raw(key)}) as first_line from ${sql.raw(STAGING)}) d
      where line <> first_line`.execute(trx);
  }
  for (const ref of dataset.references) {
    const present = ref.columns.map((c) => `s.${c} is not null`).join(' and ');
    const shown = ref.columns.map((c) => `s.${c}::text`).join(", ', ', ");
    const inFile = ref.orInFile ? ` and not exists (select 1 from ${STAGING} f where ${matches('f', ref.orInFile, 's', ref.columns)})` : '';
    await sql`insert into ${sql.raw(ERRORS)} (line, column_name, reason)
      select s.line, ${ref.columns.join('+')}::text, ${MSG.notFound + ref.what}::text || ' ' || concat_ws(', ', ${sql.raw(shown)})
      from ${sql.raw(STAGING)} s
      where ${sql.raw(present)}
        and not exists (select 1 from ${sql.raw(ref.table)} t where ${sql.raw(matches('t', ref.tableColumns, 's', ref.columns))})${sql.raw(inFile)}`.execute(trx);
  }
  for (const rule of dataset.rules ?? []) {
    await sql`insert into ${sql.raw(ERRORS)} (line, column_name, reason)
      select s.line, ${rule.column}::text, ${rule.reason}::text from ${sql.raw(STAGING)} s where ${sql.raw(rule.where)}`.execute(trx);
  }
  const counted = await sql<{ total: number; rows: number }>`
    select count(*)::integer as total, count(distinct line)::integer as rows from ${sql.raw(ERRORS)}`.execute(trx);
  const { total = 0, rows = 0 } = counted.rows[0] ?? {};
  if (total === 0) return { list: [], total, rows };
  const listed = await sql<{ line: number; column_name: string; reason: string }>`
    select line, column_name, reason from ${sql.raw(ERRORS)} order by line, column_name limit ${ERROR_REPORT_CAP}`.execute(trx);
  return { list: listed.rows.map((r) => ({ line: r.line, column: r.column_name, reason: r.reason })), total, rows };
}
