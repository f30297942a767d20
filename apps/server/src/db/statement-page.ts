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
 * One page of a statement, newest first. The date range maps to a seq range with two index probes, and the page
 * is a seq range within it, so every page costs the same however long the statement is.
 */
export async function readStatementPage<T>(db: Db, table: StatementTable, key: string, req: PageRequest): Promise<StatementPage<T>> {
  const { rows: edges } = await sql<{ first: number | null; last: number | null }>`
    select ${edgeSeq(table, key, 'first', req.from)} as first, ${edgeSeq(table, key, 'last', req.to)} as last
  `.execute(db);
  const first = edges[0]?.first ?? undefined;
  const last = edges[0]?.last ?? undefined;
  const total = first !== undefined && last !== undefined && last >= first ? last - first + 1 : 0;
  const page = { page: req.page, page_size: req.pageSize, total, total_pages: Math.ceil(total / req.pageSize) };
  const hi = (last ?? 0) - (req.page - 1) * req.pageSize;
  if (total === 0 || first === undefined || hi < first) return { items: [], ...page };
  const lo = Math.max(first, hi - req.pageSize + 1);
  const t = tables[table];
  const { rows } = await sql<T>`
    select ${sql.join(t.columns.map((c) => sql.ref(c)))} from ${sql.table(table)}
    where ${sql.ref(t.key)} = ${key} and seq between ${lo} and ${hi} order by seq desc
  `.execute(db);
  return { items: rows, ...page };
}
