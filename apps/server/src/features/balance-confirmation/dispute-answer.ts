import type { AdminActionResponse, AnswerDisputeBody } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { type DomainContext, staffActor } from '../../domain/context';
import { answerDispute, findDisputeForUpdate } from './campaign-queries';
import { ApiFailure } from '../../http/api-failure';
import { oneMember, publishMemberEvent } from '../../notify/publish-member-event';
import { CAMPAIGN_TEXT as T } from './campaign-text';

/**
 * A staff answer on a dispute case: the status it sets and a note the member reads (required). The event, the case's
 * new status and the audit row are written together.
 */
export async function answerDisputeCase(context: DomainContext, body: AnswerDisputeBody): Promise<AdminActionResponse> {
  const note = body.note.trim();
  if (note === '') throw new ApiFailure(400, 'NOTE_NEEDED', T.noteNeeded);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const before = await findDisputeForUpdate(trx, body.id);
    if (!before) throw new ApiFailure(404, 'NO_DISPUTE', T.noDispute);
    await answerDispute(trx, body.id, { status: body.status, note, by: staffActor(context), at: now });
    await recordAudit(
      context,
      {
        action: 'confirmation.dispute_answer',
        target: before.membership_no,
        before: { id: before.id, campaign_id: before.campaign_id, line_no: before.line_no, status: before.status },
        after: { id: before.id, campaign_id: before.campaign_id, line_no: before.line_no, status: body.status, note },
      },
      trx,
    );
    // each answer is news to the member: keyed by the case and the moment it was given
    await publishMemberEvent(
      context,
      { kind: 'dispute-answered', key: `dispute-answered:${before.id}:${now.getTime()}`, params: { note, campaign_id: before.campaign_id } },
      oneMember(trx, before.membership_no),
      trx,
    );
  });
  return { rc_code: '1', rc_des: T.disputeAnswered };
}
