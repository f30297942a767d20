import type { StatementPage } from '@coop/contract';
import { type Expression, sql } from 'kysely';
import type { Db } from './database';

/** Statement tables keep per-key `seq` 1..n without gaps, in date order (see migration 2). */
export const STATEMENT_TABLES = {
  share_statements: { key: 'membership_no', columns: ['seq', 'operate_date', 'item_code', 'item_desc', 'period', 'amount', 'sign', 'balance'] },
  loan_statements: { key: 'contract_no', columns: ['seq', 'operate_date', 'period', 'item_code', 'item_desc', 'principal', 'interest', 'amount', 'balance'] },
  deposit_statements: { key: 'account_no', columns: ['seq', 'operate_date', 'item_code', 'item_desc', 'sign', 'amount', 'balance'] },
} as const;

export type StatementTable = keyof typeof STATEMENT_TABLES;

export interface PageRequest {
  page: number;
  pageSize: number;
  from?: string;
  to?: string;
}

/** The seq of the first or last line, within the date bound when there is one: one index probe. */
function edgeSeq(table: StatementTable, key: string, edge: 'first' | 'last', date?: string) {
  const t = STATEMENT_TABLES[table];
  const dir = edge === 'first' ? sql`asc` : sql`desc`;
  const bound = !date ? sql`` : edge === 'first' ? sql`and operate_date >= ${date}` : sql`and operate_date <= ${date}`;
  const order = date ? sql`operate_date ${dir}, seq ${dir}` : sql`seq ${dir}`;
  return sql`(select seq from ${sql.table(table)} where ${sql.ref(t.key)} = ${key} ${bound} order by ${order} limit 1)`;
}

interface PageRow {
  window_first: number | null;
  window_last: number | null;
  items: unknown[];
  owner?: unknown;
}

function toPage<T>(row: PageRow | undefined, req: PageRequest): StatementPage<T> {
  const first = row?.window_first ?? undefined;
  const last = row?.window_last ?? undefined;
  const total = first !== undefined && last !== undefined && last >= first ? last - first + 1 : 0;
  return { items: (row?.items ?? []) as T[], page: req.page, page_size: req.pageSize, total, total_pages: Math.ceil(total / req.pageSize) };
}

/**
 * The page query: one row, the page's lines in one JSON array (one value for the driver to read, not a row per
 * line; JSON keeps numbers numbers and dates ISO strings, as the drivers' parsers do). With an owner (the member's
 * account or contract, itself keyed by the member) the row carries the owner as JSON too, and there is no row at
 * all when the member owns no such thing: the ownership check, the owner and the page cost one round trip.
 */
function pageQuery(table: StatementTable, key: string, req: PageRequest, owner?: Expression<unknown>) {
  const t = STATEMENT_TABLES[table];
  const skip = (req.page - 1) * req.pageSize;
  const ownerCte = owner ? sql`o as (${owner}),` : sql``;
  const ownerColumn = owner ? sql`row_to_json(o) as owner,` : sql``;
  const fromOwner = owner ? sql`from o` : sql``;
  return sql<PageRow>`
    with ${ownerCte} w as (
      select ${edgeSeq(table, key, 'first', req.from)} as window_first, ${edgeSeq(table, key, 'last', req.to)} as window_last
      ${fromOwner}
    )
    select ${ownerColumn} w.window_first, w.window_last, (
      select coalesce(json_agg(s order by s.seq desc), '[]'::json) from (
        select ${sql.join(t.columns.map((c) => sql.ref(`l.${c}`)))} from ${sql.table(table)} l
        where l.${sql.ref(t.key)} = ${key}
          and l.seq between greatest(w.window_first, w.window_last - ${skip} - ${req.pageSize} + 1) and w.window_last - ${skip}
      ) s
    ) as items
    from ${owner ? sql`o cross join w` : sql`w`}
  `;
}

/**
 * One page of a statement, newest first, in one round trip. The date range maps to a seq range with two index
 * probes, and the page is a seq range within it, so every page costs the same however long the statement is.
 */
export async function readStatementPage<T>(db: Db, table: StatementTable, key: string, req: PageRequest): Promise<StatementPage<T>> {
  const { rows } = await pageQuery(table, key, req).execute(db);
  return toPage<T>(rows[0], req);
}

/**
 * The same page of the statement of `key`, together with its owner's row from `owner`, a query that must find
 * `key` among the session member's own accounts or contracts; undefined when it does not.
 */
export async function readOwnedStatementPage<O, T>(
  db: Db,
  table: StatementTable,
  key: string,
  req: PageRequest,
  owner: Expression<unknown>,
): Promise<{ owner: O; statement: StatementPage<T> } | undefined> {
  const { rows } = await pageQuery(table, key, req, owner).execute(db);
  const row = rows[0];
  return row && { owner: row.owner as O, statement: toPage<T>(row, req) };
}
