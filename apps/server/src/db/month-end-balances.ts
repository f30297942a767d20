import type { MonthBalance } from '@coop/contract';
import { sql } from 'kysely';

/** The statements whose running balance a chart follows, and the member's accounts or contracts they belong to. */
const sources = {
  loan: { owners: 'loan_contracts', key: 'contract_no', statements: 'loan_statements' },
  deposit: { owners: 'deposit_accounts', key: 'account_no', statements: 'deposit_statements' },
} as const;

/**
 * The member's balance over all their accounts (or contracts, closed ones included) at each of the `count` month
 * ends up to the month of `today`, oldest first, as one JSON array to nest in a page's statement: for each account
 * the balance of its last statement line by then, one backward probe of the (key, operate_date, seq) index each,
 * summed in SQL so the total is exact. An account with no line yet counts nothing. Every argument but `source` is
 * a value of the query, so a statement that nests it can be built once (db/compiled-once.ts).
 */
export function monthEndBalancesOf(source: keyof typeof sources, membershipNo: string, today: string, count: number) {
  const s = sources[source];
  return sql<MonthBalance[]>`(
    select coalesce(json_agg(b order by b.month), '[]') from (
      with months as (
        select (date_trunc('month', ${today}::date) - make_interval(months => n))::date as first_day
        from generate_series(0, ${count}::int - 1) as n
      ),
      owners as (select ${sql.ref(s.key)} as key from ${sql.table(s.owners)} where membership_no = ${membershipNo})
      select to_char(m.first_day, 'YYYY-MM') as month, coalesce(sum(last_line.balance), 0) as balance
      from months m
      left join lateral (
        select (
          select l.balance from ${sql.table(s.statements)} l
          where l.${sql.ref(s.key)} = o.key and l.operate_date < (m.first_day + interval '1 month')
          order by l.operate_date desc, l.seq desc limit 1
        ) as balance
        from owners o
      ) last_line on true
      group by m.first_day
    ) as b
  )`;
}
