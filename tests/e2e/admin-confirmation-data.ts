import { randomBytes } from 'node:crypto';
import { addBalanceLines, addCampaign, addMember, addShares, type Db, newLetterCode, newMembershipNo } from './support/server';

/**
 * A campaign year no other browser test uses: far in the future (the member pages' tests own the current year), one
 * of `slot`'s own so two tests of this file never pick the same, random so a second run on the same database does
 * not either.
 */
export const farFutureYear = (slot: 0 | 1 | 2): number => 2150 + 3 * Math.floor(Math.random() * 16) + slot;

/**
 * A member with shares who will dispute a line. Made outside the `data` fixture on purpose: a recorded answer is
 * append-only and keeps its member, so the fixture could not delete this one after the test (the run's database is
 * made afresh anyway).
 */
export async function addDisputingMember(db: Db, lastName: string): Promise<string> {
  const no = newMembershipNo();
  await addMember(db, no, { first_name: 'โต้แย้ง', last_name: lastName });
  await addShares(db, no, { months: 3, monthly: 700 });
  return no;
}

/**
 * The member's answer as the member's page records it: every line of the letter, the first one disputed with
 * `reason` and the amount the member believes, which opens a case.
 */
export async function recordDispute(db: Db, campaignId: number, membershipNo: string, reason: string, claimed: number): Promise<void> {
  const lines = await db
    .selectFrom('confirmation_balances')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .where('membership_no', '=', membershipNo)
    .orderBy('line_no')
    .execute();
  if (lines.length === 0) throw new Error(`member ${membershipNo} has no lines in campaign ${campaignId}`);
  const now = new Date();
  await db
    .insertInto('confirmation_responses')
    .values({ campaign_id: campaignId, membership_no: membershipNo, answered_at: now, member_name: `โต้แย้ง ${membershipNo}`, letter_code: newLetterCode(), fingerprint: randomBytes(32).toString('hex') })
    .execute();
  await db
    .insertInto('confirmation_answers')
    .values(
      lines.map((line) => ({
        ...line,
        agreed: line.line_no !== 1,
        reason: line.line_no === 1 ? reason : '',
        claimed_amount: line.line_no === 1 ? claimed : null,
      })),
    )
    .execute();
  await db.insertInto('confirmation_disputes').values({ campaign_id: campaignId, membership_no: membershipNo, line_no: 1, opened_at: now, updated_at: now }).execute();
}

/** An open campaign of `year` whose one member has answered and disputed the share line. */
export async function addDisputedCampaign(db: Db, year: number, reason: string): Promise<{ campaignId: number; membershipNo: string }> {
  const campaignId = await addCampaign(db, year);
  const membershipNo = await addDisputingMember(db, 'ผู้สอบดู');
  await addBalanceLines(db, campaignId, membershipNo);
  await recordDispute(db, campaignId, membershipNo, reason, 13_000);
  return { campaignId, membershipNo };
}
