import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { insertChainLink, lastChainLink, lockCampaignChain } from './chain-queries';

/** The previous hash of a campaign's first answer. */
export const CHAIN_GENESIS = '0'.repeat(64);

/** What a link covers besides the previous hash: who answered, when, and the recorded letter's fingerprint. */
export interface ChainContent {
  membershipNo: string;
  answeredAt: Date | string;
  /** `letterFingerprint` of the recorded letter: its code, figures and every line's answer. */
  fingerprint: string;
}

/**
 * A link's SHA-256 (hex): over one compact JSON array of the link's place, the previous link's hash, and the answer's
 * canonical content (decision 084). Changing an answer changes its fingerprint, so this hash; removing one breaks the
 * next link's previous hash and the numbering.
 */
export function chainLinkHash(seq: number, prev: string, c: ChainContent): string {
  const text = JSON.stringify([seq, prev, c.membershipNo, new Date(c.answeredAt).toISOString(), c.fingerprint]);
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Chains the answer being written to its campaign's last, in the answer's own transaction: the per-campaign lock
 * makes answers sent at once link one after the other; the link commits or rolls back with the answer.
 */
export async function linkAnswer(trx: Db, campaignId: number, content: ChainContent): Promise<{ seq: number; sha256: string }> {
  await lockCampaignChain(trx, campaignId);
  const last = await lastChainLink(trx, campaignId);
  const seq = (last?.seq ?? 0) + 1;
  const prev = last?.sha256 ?? CHAIN_GENESIS;
  const sha256 = chainLinkHash(seq, prev, content);
  await insertChainLink(trx, { campaignId, seq, membershipNo: content.membershipNo, prev, sha256 });
  return { seq, sha256 };
}
