import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database';
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

/**
 * Everything the member home shows, in one statement and one round trip: each part is the feature pages' own query
 * (from db/repositories) nested as JSON, every lookup by the member's key on an index.
 */
export async function readHome(db: Db, q: HomeQuery) {
  const no = q.membershipNo;
  const { thisMonth: now, lastMonth: before } = q;
  return db
    .selectNoFrom([
      jsonObjectFrom(shareAccountOf(db, no)).as('share'),
      jsonArrayFrom(contractsOf(db, no)).as('loans'),
      jsonArrayFrom(depositAccountsOf(db, no).where('closed', '=', false)).as('deposits'),
      jsonArrayFrom(kepHeadersOf(db, no, now.year, now.month)).as('kep_headers'),
      jsonArrayFrom(kepLinesOf(db, no, now.year, now.month)).as('kep_lines'),
      jsonArrayFrom(kepHeadersOf(db, no, before.year, before.month)).as('kep_headers_before'),
      jsonArrayFrom(kepLinesOf(db, no, before.year, before.month)).as('kep_lines_before'),
      jsonObjectFrom(approvedDividendsOf(db, no).limit(1)).as('dividend'),
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
    ])
    .executeTakeFirstOrThrow();
}
