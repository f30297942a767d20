import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../db/compiled-once';
import { kepHeadersOf, kepLinesOf } from '../../db/repositories/deduction-repository';
import { depositAccountsOf } from '../../db/repositories/deposit-repository';
import { approvedDividendsOf } from '../../db/repositories/dividend-repository';
import { contractsOf } from '../../db/repositories/loan-repository';
import { shareAccountOf } from '../../db/repositories/share-repository';

export interface YearMonth {
  year: number;
  month: number;
}

export interface HomeQuery {
  membershipNo: string;
  thisMonth: YearMonth;
  lastMonth: YearMonth;
  /** The year of the balance letter (this year in Thailand). */
  letterYear: number;
  /** Staff decisions and answers since then are news to the member. */
  newsSince: Date;
}

/** The statement's parameters, flat: each is handed to the query as a value (db/compiled-once.ts). */
interface HomeParams {
  no: string;
  year: number;
  month: number;
  yearBefore: number;
  monthBefore: number;
  letterYear: number;
  newsSince: Date;
}

/** What the home reads of a deduction line: enough to match it with last month's and to bill a contract. */
const homeLineColumns = ['seq', 'item_code', 'item_name', 'description', 'period', 'amount'] as const;

/**
 * Everything the member home shows, in one statement and one round trip: each part is the feature pages' own query
 * (from db/repositories, the same rows) nested as JSON, every lookup by the member's key on an index. Each part
 * selects only the columns the home reads, which halves what PostgreSQL builds and Node parses; and the statement
 * is built once and run with each member's values (decision 065).
 */
const homeStatement = compiledOnce((db, q: HomeParams) => {
  const { no } = q;
  return db
    .selectNoFrom([
      jsonObjectFrom(shareAccountOf(db, no).clearSelect().select('share_value')).as('share'),
      jsonArrayFrom(contractsOf(db, no).clearSelect().select(['c.contract_no', 'c.principal_balance', 'c.installment_amount'])).as('loans'),
      jsonArrayFrom(depositAccountsOf(db, no).where('closed', '=', false).clearSelect().select('balance')).as('deposits'),
      jsonArrayFrom(kepHeadersOf(db, no, q.year, q.month).clearSelect().select(['seq', 'receipt_date', 'posted', 'amount_total'])).as('kep_headers'),
      jsonArrayFrom(kepLinesOf(db, no, q.year, q.month).clearSelect().select(homeLineColumns)).as('kep_lines'),
      jsonArrayFrom(kepHeadersOf(db, no, q.yearBefore, q.monthBefore).clearSelect().select('amount_total')).as('kep_headers_before'),
      jsonArrayFrom(kepLinesOf(db, no, q.yearBefore, q.monthBefore).clearSelect().select(homeLineColumns)).as('kep_lines_before'),
      jsonObjectFrom(
        approvedDividendsOf(db, no).clearSelect().select(['d.year', 'd.dividend_amount', 'd.refund_amount', 'd.net_amount', 'y.paid_date']).limit(1),
      ).as('dividend'),
      // this year's letter, open, with lines for the member and not yet answered (decision 034)
      sql<number | null>`(
        select c.year from confirmation_campaigns c
        where c.year = ${q.letterYear} and c.status = 'open'
          and exists (select 1 from confirmation_balances b where b.campaign_id = c.id and b.membership_no = ${no})
          and not exists (select 1 from confirmation_responses r where r.campaign_id = c.id and r.membership_no = ${no})
      )`.as('letter_to_confirm'),
      jsonObjectFrom(
        db
          .selectFrom('payment_service_requests')
          .select(['status', 'decided_at'])
          .where('membership_no', '=', no)
          .where('decided_at', '>=', q.newsSince)
          .orderBy('id', 'desc')
          .limit(1),
      ).as('payment_request'),
      // the newest staff answer on one of the member's disputed lines; staff names stay out of it
      jsonObjectFrom(
        db
          .selectFrom('confirmation_campaigns as c')
          .innerJoin('confirmation_disputes as d', (j) => j.onRef('d.campaign_id', '=', 'c.id').on('d.membership_no', '=', no))
          .innerJoin('confirmation_dispute_events as e', 'e.dispute_id', 'd.id')
          .select(['c.year', 'e.at'])
          .where('e.at', '>=', q.newsSince)
          .orderBy('e.at', 'desc')
          .limit(1),
      ).as('dispute_answer'),
    ]);
});

export async function readHome(db: Db, q: HomeQuery) {
  const [row] = await homeStatement(db, {
    no: q.membershipNo,
    year: q.thisMonth.year,
    month: q.thisMonth.month,
    yearBefore: q.lastMonth.year,
    monthBefore: q.lastMonth.month,
    letterYear: q.letterYear,
    newsSince: q.newsSince,
  });
  return row!;
}
