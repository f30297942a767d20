import type { StatementPage } from '@coop/contract';
import { sql } from 'kysely';
import type { Db } from './database';

/** Statement tables keep per-key `seq` 1..n without gaps, in date order (see migration 2). */
const tables = {
  share_statements: { key: 'membership_no', columns: ['seq', 'operate_date', 'item_code', 'item_desc', 'period', 'amount', 'sign', 'balance'] },
  loan_statements: { key: 'contract_no', columns: ['seq', 'operate_date', 'period', 'item_code', 'item_desc', 'principal', 'interest', 'amount', 'balance'] },
  deposit_statements: { key: 'account_no', columns: ['seq', 'operate_date', 'item_code', 'item_desc', 'sign', 'amount', 'balance'] },
} as const;

export type StatementTable = keyof typeof tables;

export interface PageRequest {
  page: number;
  pageSize: number;
  from?: string;
  to?: string;
}

/** The seq of the first or last line, within the date bound when there is one: one index probe. */
function edgeSeq(table: StatementTable, key: string, edge: 'first' | 'last', date?: string) {
  const t = tables[table];
  const dir = edge === 'first' ? sql`asc` : sql`desc`;
  const bound = !date ? sql`` : edge === 'first' ? sql`and operate_date >= ${date}` : sql`and operate_date <= ${date}`;
  const order = date ? sql`operate_date ${dir}, seq ${dir}` : sql`seq ${dir}`;
  return sql`(select seq from ${sql.table(table)} where ${sql.ref(t.key)} = ${key} ${bound} order by ${order} limit 1)`;
}

/**
 * One page of a statement, newest first, in one round trip. The date range maps to a seq range with two index
 * probes, and the page is a seq range within it, so every page costs the same however long the statement is.
 */
export async function readStatementPage<T>(db: Db, table: StatementTable, key: string, req: PageRequest): Promise<StatementPage<T>> {
  const t = tables[table];
  const skip = (req.page - 1) * req.pageSize;
  const { rows } = await sql<{ window_first: number | null; window_last: number | null; seq: number | null }>`
    with w as (
      select ${edgeSeq(table, key, 'first', req.from)} as window_first, ${edgeSeq(table, key, 'last', req.to)} as window_last
    )
    select w.window_first, w.window_last, ${sql.join(t.columns.map((c) => sql.ref(`s.${c}`)))}
    from w left join lateral (
      select * from ${sql.table(table)} l
      where l.${sql.ref(t.key)} = ${key}
        and l.seq between greatest(w.window_first, w.window_last - ${skip} - ${req.pageSize} + 1) and w.window_last - ${skip}
    ) s on true
    order by s.seq desc
  `.execute(db);
  const first = rows[0]?.window_first ?? undefined;
  const last = rows[0]?.window_last ?? undefined;
  const total = first !== undefined && last !== undefined && last >= first ? last - first + 1 : 0;
  const items = rows.filter((r) => r.seq !== null).map(({ window_first: _f, window_last: _l, ...line }) => line as T);
  return { items, page: req.page, page_size: req.pageSize, total, total_pages: Math.ceil(total / req.pageSize) };
}
