import { sql } from 'kysely';
import type { Db } from './database';
import { STATEMENT_TABLES, type StatementTable } from './statement-page';

/** A statement's period: ISO days, both included. */
export interface Period {
  from: string;
  to: string;
}

/**
 * A period's figures, summed in SQL over the same rows the document lists (numeric, exact to the satang): the
 * balance before the first line and after the last, the count, and the money in and out (a loan's principal and
 * interest paid). `opening` is the balance after the last line before the period, or, when the account has none,
 * the first line's balance less what that line did.
 */
export interface PeriodSummary {
  line_count: number;
  opening: number | null;
  closing: number | null;
  money_in: number;
  money_out: number;
  principal: number;
  interest: number;
}

/** What one line did to the balance: deposits and shares carry a sign, a loan payment takes its principal off. */
const effect = (table: StatementTable) => (table === 'loan_statements' ? sql`-l.principal` : sql`l.sign * l.amount`);

export async function readPeriodSummary(db: Db, table: StatementTable, key: string, period: Period): Promise<PeriodSummary> {
  const k = sql.ref(STATEMENT_TABLES[table].key);
  const t = sql.table(table);
  const inPeriod = sql`${k} = ${key} and operate_date between ${period.from} and ${period.to}`;
  const sums =
    table === 'loan_statements'
      ? sql`0::numeric as money_in, 0::numeric as money_out, coalesce(sum(l.principal), 0) as principal, coalesce(sum(l.interest), 0) as interest`
      : sql`coalesce(sum(l.amount) filter (where l.sign > 0), 0) as money_in, coalesce(sum(l.amount) filter (where l.sign < 0), 0) as money_out,
            0::numeric as principal, 0::numeric as interest`;
  const { rows } = await sql<PeriodSummary>`
    select count(*)::int as line_count, ${sums},
      coalesce(
        (select balance from ${t} where ${k} = ${key} and operate_date < ${period.from} order by seq desc limit 1),
        (select l.balance - ${effect(table)} from ${t} l where ${inPeriod} order by seq limit 1)
      ) as opening,
      (select balance from ${t} where ${inPeriod} order by seq desc limit 1) as closing
    from ${t} l where l.${inPeriod}
  `.execute(db);
  return rows[0]!;
}

/**
 * The period's lines, oldest first, in batches of `size`: the period is first turned into its seq range (two index
 * probes), then each batch is a range of the statement's gap-free seq (decision 006), so memory holds one batch however
 * long the period is and every batch costs the same.
 */
export async function* periodLines<T>(db: Db, table: StatementTable, key: string, period: Period, size = 2000): AsyncGenerator<T[]> {
  const { key: keyColumn, columns } = STATEMENT_TABLES[table];
  const k = sql.ref(keyColumn);
  const t = sql.table(table);
  const { rows: window } = await sql<{ first: number | null; last: number | null }>`
    select
      (select seq from ${t} where ${k} = ${key} and operate_date >= ${period.from} order by operate_date, seq limit 1) as first,
      (select seq from ${t} where ${k} = ${key} and operate_date <= ${period.to} order by operate_date desc, seq desc limit 1) as last
  `.execute(db);
  const { first, last } = window[0] ?? {};
  if (first === null || first === undefined || last === null || last === undefined) return;
  for (let from = first; from <= last; from += size) {
    const { rows } = await sql<T>`
      select ${sql.join(columns.map((c) => sql.ref(c)))} from ${t}
      where ${k} = ${key} and seq between ${from} and ${Math.min(from + size - 1, last)}
      order by seq
    `.execute(db);
    yield rows;
  }
}
