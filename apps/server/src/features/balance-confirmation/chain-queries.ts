import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Namespace of the per-campaign lock that puts a campaign's answers in one line (decision 084). */
const CHAIN_LOCK = 'confirmation-chain';

/**
 * Waits for every other answer to the campaign being chained to finish (a transaction-scoped lock, released at commit
 * or rollback), so each link reads the last one committed: concurrent answers form one chain.
 */
export async function lockCampaignChain(db: Db, campaignId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${CHAIN_LOCK}), ${campaignId}::integer)`.execute(db);
}

/** The campaign's last link, or undefined before its first answer. */
export function lastChainLink(db: Db, campaignId: number) {
  return db.selectFrom('confirmation_answer_chain').select(['seq', 'sha256']).where('campaign_id', '=', campaignId).orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

export async function insertChainLink(db: Db, link: { campaignId: number; seq: number; membershipNo: string; prev: string; sha256: string }): Promise<void> {
  await db
    .insertInto('confirmation_answer_chain')
    .values({ campaign_id: link.campaignId, seq: link.seq, membership_no: link.membershipNo, prev_sha256: link.prev, sha256: link.sha256 })
    .execute();
}

/** Every link of the campaign, in chain order. */
export function listChainLinks(db: Db, campaignId: number) {
  return db
    .selectFrom('confirmation_answer_chain')
    .select(['seq', 'membership_no', 'prev_sha256', 'sha256'])
    .where('campaign_id', '=', campaignId)
    .orderBy('seq')
    .execute();
}

/** Every recorded response of the campaign with its campaign's year and balance date: what each link's content is. */
export function listCampaignResponses(db: Db, campaignId: number) {
  return db
    .selectFrom('confirmation_responses as r')
    .innerJoin('confirmation_campaigns as c', 'c.id', 'r.campaign_id')
    .select(['r.membership_no', 'r.answered_at', 'r.member_name', 'r.letter_code', 'c.year', 'c.balance_date'])
    .where('r.campaign_id', '=', campaignId)
    .orderBy('r.membership_no')
    .execute();
}

/** Every recorded answer line of the campaign, by member and line. */
export function listCampaignAnswerLines(db: Db, campaignId: number) {
  return db
    .selectFrom('confirmation_answers')
    .select(['membership_no', 'line_no', 'kind', 'reference', 'description', 'units', 'amount', 'agreed', 'reason', 'claimed_amount'])
    .where('campaign_id', '=', campaignId)
    .orderBy('membership_no')
    .orderBy('line_no')
    .execute();
}
