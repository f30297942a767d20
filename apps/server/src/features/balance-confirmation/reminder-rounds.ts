import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The campaign's members who have not answered, with the empty params an event's audience carries. */
export function unansweredMembers(db: Db, campaignId: number) {
  return db
    .selectFrom('confirmation_balances as b')
    .where('b.campaign_id', '=', campaignId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('confirmation_responses as r').whereRef('r.campaign_id', '=', 'b.campaign_id').whereRef('r.membership_no', '=', 'b.membership_no').select('r.membership_no'))))
    .select('b.membership_no')
    .distinct();
}

/**
 * Records a reminder round (decision 084): when, and every member it is about to reach; undefined when the round was
 * recorded already (the job ran before), so a round is written once.
 */
export async function recordReminderRound(db: Db, campaignId: number, name: string, at: Date): Promise<number | undefined> {
  const round = await db
    .insertInto('confirmation_reminder_rounds')
    .values({ campaign_id: campaignId, name, sent_at: at })
    .onConflict((oc) => oc.columns(['campaign_id', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!round) return undefined;
  await db
    .insertInto('confirmation_reminder_recipients')
    .columns(['round_id', 'membership_no'])
    .expression(unansweredMembers(db, campaignId).clearSelect().select([sql<number>`${round.id}::integer`.as('round_id'), 'b.membership_no']))
    .execute();
  return round.id;
}

/**
 * Each round of the campaign with whom it reached and what came of it: of those reached, how many answered after the
 * round and before the next (agreed or disputed), and how many have still not answered.
 */
export async function listReminderRounds(db: Db, campaignId: number) {
  const { rows } = await sql<{ name: string; sent_at: Date | string; reached: number; answered: number; agreed: number; disputed: number; still_silent: number }>`
    with rounds as (
      select id, name, sent_at, lead(sent_at) over (order by sent_at, id) as next_at
      from confirmation_reminder_rounds where campaign_id = ${campaignId}
    )
    select rd.name, rd.sent_at,
      count(rc.membership_no)::integer as reached,
      (count(r.membership_no) filter (where r.answered_at >= rd.sent_at and (rd.next_at is null or r.answered_at < rd.next_at)))::integer as answered,
      (count(r.membership_no) filter (where r.answered_at >= rd.sent_at and (rd.next_at is null or r.answered_at < rd.next_at) and not d.disputed))::integer as agreed,
      (count(r.membership_no) filter (where r.answered_at >= rd.sent_at and (rd.next_at is null or r.answered_at < rd.next_at) and d.disputed))::integer as disputed,
      (count(rc.membership_no) filter (where r.membership_no is null))::integer as still_silent
    from rounds rd
    left join confirmation_reminder_recipients rc on rc.round_id = rd.id
    left join confirmation_responses r on r.campaign_id = ${campaignId} and r.membership_no = rc.membership_no
    left join lateral (
      select bool_or(not a.agreed) as disputed from confirmation_answers a
      where a.campaign_id = r.campaign_id and a.membership_no = r.membership_no
    ) d on true
    group by rd.id, rd.name, rd.sent_at
    order by rd.sent_at, rd.id`.execute(db);
  return rows;
}
