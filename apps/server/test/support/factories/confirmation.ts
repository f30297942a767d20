import type { Insertable } from 'kysely';
import type { Db } from '../../../src/db/database';
import type { ConfirmationBalanceTable, ConfirmationCampaignStatus } from '../../../src/db/schema';
import { snapshotFingerprint } from '../../../src/features/balance-confirmation/snapshot-queries';

type Line = Omit<Insertable<ConfirmationBalanceTable>, 'campaign_id' | 'membership_no' | 'line_no'>;

/** A member's letter as the tests expect it: shares, one deposit account, one loan, one guarantee given. */
export const DEFAULT_LINES: readonly Line[] = [
  { kind: 'share', reference: '', description: 'ทุนเรือนหุ้น', units: 1250, amount: 12500 },
  { kind: 'deposit', reference: '001-2-00123-4', description: 'เงินฝากออมทรัพย์', units: null, amount: 45210.75 },
  { kind: 'loan', reference: 'สม.69/0012', description: 'เงินกู้สามัญ', units: null, amount: 180000 },
  { kind: 'guarantee_given', reference: 'สม.68/0456', description: 'ค้ำประกันเงินกู้สามัญ', units: null, amount: 95000.5 },
];

/** A campaign for `year` (its balances as of the year before's last day unless told), in the status asked for. */
export async function addCampaign(
  db: Db,
  year: number,
  { status = 'open', balanceDate = `${year - 1}-12-31`, answerBy = null }: { status?: ConfirmationCampaignStatus; balanceDate?: string; answerBy?: string | null } = {},
): Promise<number> {
  const now = new Date();
  const row = await db
    .insertInto('confirmation_campaigns')
    .values({
      year,
      balance_date: balanceDate,
      status,
      source: 'finance',
      created_by: 'factory',
      answer_by: answerBy,
      opened_at: status === 'draft' ? null : now,
      closed_at: status === 'closed' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The member's lines in the campaign, numbered from 1 in the order given. */
export async function addBalanceLines(db: Db, campaignId: number, membershipNo: string, lines: readonly Line[] = DEFAULT_LINES): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('confirmation_balances')
    .values(lines.map((line, i) => ({ ...line, campaign_id: campaignId, membership_no: membershipNo, line_no: i + 1 })))
    .execute();
}

export interface TestAnswer {
  agreed: boolean;
  reason?: string;
  claimed_amount?: number | null;
}

let nextCode = Math.floor(Math.random() * 1_000_000_000);

/**
 * The member's recorded answer, written directly: the response, each of the member's lines in the campaign as shown
 * with its answer (`answers` by line number; a line not given is agreed), and an open case per disputed line.
 */
export async function addResponse(
  db: Db,
  campaignId: number,
  membershipNo: string,
  answers: Record<number, TestAnswer> = {},
  at = new Date('2026-11-20T03:00:00Z'),
): Promise<{ letterCode: string; disputeIds: number[] }> {
  const lines = await db.selectFrom('confirmation_balances').selectAll().where('campaign_id', '=', campaignId).where('membership_no', '=', membershipNo).orderBy('line_no').execute();
  nextCode += 1;
  const letterCode = `T${String(nextCode).padStart(11, '0')}`.slice(0, 12);
  await db
    .insertInto('confirmation_responses')
    .values({ campaign_id: campaignId, membership_no: membershipNo, answered_at: at, member_name: `สมาชิก ${membershipNo}`, letter_code: letterCode, fingerprint: '0'.repeat(64) })
    .execute();
  if (lines.length === 0) return { letterCode, disputeIds: [] };
  await db
    .insertInto('confirmation_answers')
    .values(
      lines.map((l) => {
        const a = answers[l.line_no] ?? { agreed: true };
        return { ...l, agreed: a.agreed, reason: a.agreed ? '' : (a.reason ?? 'ยอดไม่ตรง'), claimed_amount: a.claimed_amount ?? null };
      }),
    )
    .execute();
  const disputed = lines.filter((l) => answers[l.line_no]?.agreed === false);
  if (disputed.length === 0) return { letterCode, disputeIds: [] };
  const rows = await db
    .insertInto('confirmation_disputes')
    .values(disputed.map((l) => ({ campaign_id: campaignId, membership_no: membershipNo, line_no: l.line_no, opened_at: at, updated_at: at })))
    .returning('id')
    .execute();
  return { letterCode, disputeIds: rows.map((r) => r.id) };
}

/** The auditor's sign-off of the campaign's snapshot as it is now, written directly: the campaign may then open. */
export async function addSignOff(db: Db, campaignId: number): Promise<string> {
  const snapshot = await snapshotFingerprint(db, campaignId);
  await db
    .insertInto('confirmation_signoffs')
    .values({ campaign_id: campaignId, signed_at: new Date(), staff_username: 'factory-auditor', snapshot_sha256: snapshot.sha256, members: snapshot.members, lines: snapshot.lines })
    .execute();
  return snapshot.sha256;
}
