import type { BroadcastAudience } from '@coop/contract';
import { thaiIsoDate } from '@coop/thai-format';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { groupTreeCte } from '../../db/repositories/member-group-repository';
import { LEFT_STATUSES } from '../../db/repositories/member-repository';
import { NO_MEMBER_PARAMS } from '../../notify/publish-member-event';

/** The year in Thailand, Gregorian: the year whose letter "this year's" means. */
export const thaiYear = (now: Date) => Number(thaiIsoDate(now).slice(0, 4));

/** This year's letter campaign while members can answer it; none otherwise (a draft's letters are not shown yet). */
export function openLetterCampaign(db: Db, now: Date) {
  return db.selectFrom('confirmation_campaigns').select(['id', 'year']).where('year', '=', thaiYear(now)).where('status', '=', 'open').executeTakeFirst();
}

/**
 * The members an audience holds, as one select of `membership_no` (and no values of their own: a broadcast says the
 * same to everyone) that the event's fan-out runs inside its own statement
 * (a list of 100,000 numbers never travels to the process). Members whose membership has ended are never in it.
 * - everyone: every current member;
 * - group: members of the group and of its sub-groups at any depth (the member-group area's tree, loops ended);
 * - loan_type: members with an open contract of the type;
 * - unanswered: members who have a letter in this year's open campaign and have not answered it.
 */
export function audienceMembers(db: Db, audience: BroadcastAudience, now: Date) {
  const current = db
    .selectFrom('members as m')
    .select(['m.membership_no', NO_MEMBER_PARAMS])
    .where(sql<boolean>`m.member_status not in (${sql.join(LEFT_STATUSES.map((s) => sql.lit(s)))})`);
  switch (audience.kind) {
    case 'everyone':
      return current;
    case 'group':
      return current.where('m.member_group_no', 'in', sql<string>`(${groupTreeCte(audience.value)} select member_group_no from tree)`);
    case 'loan_type':
      return current.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('loan_contracts as l')
            .select(sql.lit(1).as('one'))
            .whereRef('l.membership_no', '=', 'm.membership_no')
            .where('l.loan_type_code', '=', audience.value)
            .where('l.closed', '=', false),
        ),
      );
    case 'unanswered':
      return current.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('confirmation_campaigns as c')
            .innerJoin('confirmation_balances as b', 'b.campaign_id', 'c.id')
            .select(sql.lit(1).as('one'))
            .whereRef('b.membership_no', '=', 'm.membership_no')
            .where('c.year', '=', thaiYear(now))
            .where('c.status', '=', 'open')
            .where((inner) =>
              inner.not(
                inner.exists(
                  inner
                    .selectFrom('confirmation_responses as r')
                    .select(sql.lit(1).as('one'))
                    .whereRef('r.campaign_id', '=', 'c.id')
                    .whereRef('r.membership_no', '=', 'm.membership_no'),
                ),
              ),
            ),
        ),
      );
  }
}

export type AudienceMembers = ReturnType<typeof audienceMembers>;
