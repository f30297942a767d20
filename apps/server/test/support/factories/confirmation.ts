import type { Insertable } from 'kysely';
import type { Db } from '../../../src/db/database';
import type { ConfirmationBalanceTable, ConfirmationCampaignStatus } from '../../../src/db/schema';

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
  { status = 'open', balanceDate = `${year - 1}-12-31` }: { status?: ConfirmationCampaignStatus; balanceDate?: string } = {},
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
