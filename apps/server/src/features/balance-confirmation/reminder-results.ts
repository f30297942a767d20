import type { ReminderRoundsResponse } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { campaignOr404 } from './campaign-counts';
import { listReminderRounds } from './reminder-rounds';

/** The campaign's reminder rounds with their results, oldest first; unknown campaign: Thai 404. */
export async function reminderRoundResults({ db }: DomainContext, campaignId: number): Promise<ReminderRoundsResponse> {
  await campaignOr404(db, campaignId);
  const rounds = await listReminderRounds(db, campaignId);
  return { rc_code: '1', data: rounds.map((r) => ({ ...r, sent_at: new Date(r.sent_at).toISOString() })) };
}
