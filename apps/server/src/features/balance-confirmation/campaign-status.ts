import type { AdminActionResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import type { DomainContext } from '../../domain/context';
import { findCampaignForUpdate, moveCampaign } from './campaign-queries';
import { ApiFailure } from '../../http/api-failure';
import { NO_MEMBER_PARAMS, publishMemberEvent } from '../../notify/publish-member-event';
import { requireCurrentSignOff } from './campaign-signoff';
import { CAMPAIGN_TEXT as T } from './campaign-text';

const MOVES = {
  open: { from: 'draft', to: 'open', refused: T.cannotOpen, done: T.opened },
  close: { from: 'open', to: 'closed', refused: T.cannotClose, done: T.closed },
} as const;

/**
 * Opens a draft (members see their letters and answer) or closes an open campaign (read only from then on); any other
 * move is refused. The change and its audit row are written together.
 */
export async function moveCampaignStatus(context: DomainContext, id: number, move: keyof typeof MOVES): Promise<AdminActionResponse> {
  const m = MOVES[move];
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const before = await findCampaignForUpdate(trx, id);
    if (!before) throw new ApiFailure(404, 'NO_CAMPAIGN', T.noCampaign);
    if (before.status !== m.from) throw new ApiFailure(409, 'WRONG_STATUS', m.refused);
    // the auditor controls the channel (decision 084): the letters state only what the auditor signed off
    if (move === 'open') await requireCurrentSignOff(trx, id);
    if (!(await moveCampaign(trx, id, m.from, m.to, now))) throw new ApiFailure(409, 'WRONG_STATUS', m.refused);
    await recordAudit(
      context,
      { action: `confirmation.campaign_${move}`, target: String(before.year), before: { id, status: before.status }, after: { id, status: m.to } },
      trx,
    );
    if (move === 'open') {
      await publishMemberEvent(
        context,
        { kind: 'confirmation-opened', key: `confirmation-opened:${id}`, params: { year: before.year } },
        trx.selectFrom('confirmation_balances').where('campaign_id', '=', id).select(['membership_no', NO_MEMBER_PARAMS]).distinct(),
        trx,
      );
    }
  });
  return { rc_code: '1', rc_des: m.done };
}
