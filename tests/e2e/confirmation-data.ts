import { thaiToday } from '@coop/thai-format';
import {
  addBalanceLines,
  addCampaign,
  addMember,
  type ConfirmationCampaignStatus,
  type Db,
  type DisputeStatus,
  newMembershipNo,
} from './support/server';

/** The year the member's page asks for (decision 034): the current one on a Thai clock. member-confirmation.spec owns it. */
export const currentYear = (): number => Number(thaiToday().slice(0, 4));

export const AUDITOR_NAME = 'นางสาวตรวจสอบ บัญชีดี ผู้สอบบัญชีสหกรณ์';

/**
 * The current year's campaign in `status`, made when missing and moved there otherwise (no other browser test uses
 * this year), addressed to AUDITOR_NAME.
 */
export async function currentYearCampaign(db: Db, status: ConfirmationCampaignStatus): Promise<number> {
  const year = currentYear();
  const found = await db.selectFrom('confirmation_campaigns').select('id').where('year', '=', year).executeTakeFirst();
  const id = found?.id ?? (await addCampaign(db, year, { status }));
  const now = new Date();
  await db
    .updateTable('confirmation_campaigns')
    .set({ status, auditor_name: AUDITOR_NAME, opened_at: status === 'draft' ? null : now, closed_at: status === 'closed' ? now : null })
    .where('id', '=', id)
    .execute();
  return id;
}

/**
 * A member with a portal account and the factory's four lines (shares, a deposit, a loan, a guarantee) in the
 * campaign. Made outside the `data` fixture on purpose: an answer is append-only and keeps its member, so the
 * fixture could not delete this one (the run's database is made afresh anyway).
 */
export async function memberInCampaign(db: Db, campaignId: number, lastName: string): Promise<string> {
  const no = newMembershipNo();
  await addMember(db, no, { prename: 'นาย', first_name: 'ยืนยัน', last_name: lastName });
  await addBalanceLines(db, campaignId, no);
  return no;
}

/** What staff answer on the member's disputed line: the case's new status and a note, as the console records it. */
export async function answerDispute(db: Db, campaignId: number, membershipNo: string, lineNo: number, status: DisputeStatus, note: string): Promise<void> {
  const dispute = await db
    .selectFrom('confirmation_disputes')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('membership_no', '=', membershipNo)
    .where('line_no', '=', lineNo)
    .executeTakeFirstOrThrow();
  const now = new Date();
  await db.insertInto('confirmation_dispute_events').values({ dispute_id: dispute.id, at: now, staff_username: 'e2e', status, note }).execute();
  await db.updateTable('confirmation_disputes').set({ status, updated_at: now }).where('id', '=', dispute.id).execute();
}
