import type { AdminActionResponse, CampaignSnapshotResponse, SignOffBody } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { type DomainContext, staffActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { campaignOr404 } from './campaign-counts';
import { findCampaignForUpdate } from './campaign-queries';
import { CAMPAIGN_TEXT as T } from './campaign-text';
import { insertSignOff, latestSignOff, snapshotFingerprint, snapshotGroups, snapshotKindTotals } from './snapshot-queries';

/**
 * The population and balances a campaign's letters will state, with their fingerprint and the auditor's latest
 * sign-off (decision 084): what the auditor reads before signing, and what staff read to know whether they may open.
 */
export async function campaignSnapshot({ db }: DomainContext, id: number): Promise<CampaignSnapshotResponse> {
  await campaignOr404(db, id);
  const [fingerprint, kinds, groups, signoff] = await Promise.all([snapshotFingerprint(db, id), snapshotKindTotals(db, id), snapshotGroups(db, id), latestSignOff(db, id)]);
  return {
    rc_code: '1',
    campaign_id: id,
    snapshot: { ...fingerprint, kinds, groups },
    signoff: signoff
      ? { signed_at: new Date(signoff.signed_at).toISOString(), by: signoff.staff_username, snapshot_sha256: signoff.snapshot_sha256, members: signoff.members, lines: signoff.lines }
      : null,
    signoff_current: signoff?.snapshot_sha256 === fingerprint.sha256,
  };
}

/**
 * The auditor signs off a draft's snapshot as shown: the fingerprint sent must be the snapshot's now (a file imported
 * while the auditor read is refused, to be read again), written with its audit row.
 */
export async function signOffCampaign(context: DomainContext, body: SignOffBody): Promise<AdminActionResponse> {
  const by = staffActor(context);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const campaign = await findCampaignForUpdate(trx, body.id);
    if (!campaign) throw new ApiFailure(404, 'NO_CAMPAIGN', T.noCampaign);
    if (campaign.status !== 'draft') throw new ApiFailure(409, 'WRONG_STATUS', T.signOffOnlyDraft);
    const snapshot = await snapshotFingerprint(trx, body.id);
    if (snapshot.lines === 0) throw new ApiFailure(409, 'EMPTY_SNAPSHOT', T.signOffEmpty);
    if (snapshot.sha256 !== body.snapshot_sha256) throw new ApiFailure(409, 'SNAPSHOT_CHANGED', T.snapshotChangedWhileRead);
    await insertSignOff(trx, { campaignId: body.id, at: now, by, ...snapshot });
    await recordAudit(
      context,
      { action: 'confirmation.signoff', target: String(campaign.year), after: { id: body.id, snapshot_sha256: snapshot.sha256, members: snapshot.members, lines: snapshot.lines } },
      trx,
    );
  });
  return { rc_code: '1', rc_des: T.signedOff };
}

/** Refuses, in Thai, to open a campaign the auditor has not signed off, or whose snapshot changed since the sign-off. */
export async function requireCurrentSignOff(db: Db, campaignId: number): Promise<void> {
  const [signoff, snapshot] = await Promise.all([latestSignOff(db, campaignId), snapshotFingerprint(db, campaignId)]);
  if (!signoff) throw new ApiFailure(409, 'NOT_SIGNED_OFF', T.notSignedOff);
  if (signoff.snapshot_sha256 !== snapshot.sha256) throw new ApiFailure(409, 'SNAPSHOT_CHANGED', T.snapshotChangedSinceSignOff);
}
