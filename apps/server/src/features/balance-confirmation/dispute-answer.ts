import type { AnswerDisputeBody } from '@coop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditStaff } from '../../audit/audit-log';
import { answerDispute, findDisputeForUpdate } from './campaign-queries';
import { ApiFailure } from '../../http/api-failure';
import { CAMPAIGN_TEXT as T } from './campaign-text';

/**
 * A staff answer on a dispute case: the status it sets and a note the member reads (required). The event, the case's
 * new status and the audit row are written together.
 */
export async function answerDisputeCase(app: FastifyInstance, request: FastifyRequest, body: AnswerDisputeBody): Promise<string> {
  const note = body.note.trim();
  if (note === '') throw new ApiFailure(400, 'NOTE_NEEDED', T.noteNeeded);
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    const before = await findDisputeForUpdate(trx, body.id);
    if (!before) throw new ApiFailure(404, 'NO_DISPUTE', T.noDispute);
    await answerDispute(trx, body.id, { status: body.status, note, by: request.staff.username, at: now });
    await auditStaff(trx, now, request, {
      actor: request.staff.username,
      action: 'confirmation.dispute_answer',
      target: before.membership_no,
      before: { id: before.id, campaign_id: before.campaign_id, line_no: before.line_no, status: before.status },
      after: { id: before.id, campaign_id: before.campaign_id, line_no: before.line_no, status: body.status, note },
    });
  });
  return T.disputeAnswered;
}
