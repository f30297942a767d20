import { thaiToday } from '@coop/thai-format';
import { sql } from 'kysely';
import type { DomainContext } from '../../domain/context';
import type { JobDefinition } from '../../jobs/job-definition';
import { NO_MEMBER_PARAMS, publishMemberEvent } from '../../notify/publish-member-event';
import { recordReminderRound, unansweredMembers } from './reminder-rounds';

/** The reminders before the answer-by date: the first within 7 days of it, the last on the day before (issue 25). */
const REMINDERS = [
  { name: 'week', within: 7 },
  { name: 'day', within: 1 },
] as const;

/**
 * Reminds the members of each open campaign who have not answered, once per reminder, recording each round and whom
 * it reached. Run daily: a day the worker missed is made up the next run, since a reminder is due whenever the date is
 * within its days (and not yet past); a round recorded already is not sent again.
 */
export async function remindUnansweredMembers(context: DomainContext): Promise<void> {
  const today = thaiToday(context.now().getTime());
  const campaigns = await context.db
    .selectFrom('confirmation_campaigns')
    .select(['id', 'year', 'answer_by', sql<number>`answer_by - ${today}::date`.as('days_left')])
    .where('status', '=', 'open')
    .where(sql<boolean>`answer_by between ${today}::date and ${today}::date + 7`)
    .execute();
  for (const c of campaigns) {
    // the nearest reminder due: 3 days left is the week's reminder, 1 or 0 the day's
    const due = REMINDERS.filter((r) => c.days_left <= r.within).at(-1);
    if (!due || c.answer_by === null) continue;
    const { id, year, answer_by: closesOn } = c;
    const days = Math.max(c.days_left, 1);
    // the round is recorded with whom it reaches, in the same transaction as the reminders themselves (decision 084)
    await context.db.transaction().execute(async (trx) => {
      if ((await recordReminderRound(trx, id, due.name, context.now())) === undefined) return;
      await publishMemberEvent(
        context,
        { kind: 'confirmation-reminder', key: `confirmation-reminder:${id}:${due.name}`, params: { year, days, closes_on: closesOn } },
        unansweredMembers(trx, id).select(NO_MEMBER_PARAMS),
        trx,
      );
    });
  }
}

export const CONFIRMATION_REMINDERS_JOB = 'confirmation.reminders';

export const confirmationReminderJob: JobDefinition = {
  name: CONFIRMATION_REMINDERS_JOB,
  // 08:00 in Bangkok: read with the morning, clear of quiet hours
  cron: '0 8 * * *',
  singleton: true,
  handler: (context) => remindUnansweredMembers(context),
};
