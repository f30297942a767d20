import { thaiToday } from '@coop/thai-format';
import { sql } from 'kysely';
import type { DomainContext } from '../../domain/context';
import type { JobDefinition } from '../../jobs/job-definition';
import { NO_MEMBER_PARAMS, publishMemberEvent } from '../../notify/publish-member-event';

/** The reminders before the answer-by date: the first within 7 days of it, the last on the day before (issue 25). */
const REMINDERS = [
  { name: 'week', within: 7 },
  { name: 'day', within: 1 },
] as const;

/**
 * Reminds the members of each open campaign who have not answered, once per reminder. Run daily: a day the worker
 * missed is made up the next run, since a reminder is due whenever the date is within its days (and not yet past),
 * and its key lets it reach each member once.
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
    await publishMemberEvent(
      context,
      { kind: 'confirmation-reminder', key: `confirmation-reminder:${c.id}:${due.name}`, params: { year: c.year, days: Math.max(c.days_left, 1), closes_on: c.answer_by } },
      context.db
        .selectFrom('confirmation_balances as b')
        .where('b.campaign_id', '=', c.id)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('confirmation_responses as r').whereRef('r.campaign_id', '=', 'b.campaign_id').whereRef('r.membership_no', '=', 'b.membership_no').select('r.membership_no'))))
        .select(['b.membership_no', NO_MEMBER_PARAMS])
        .distinct(),
    );
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
