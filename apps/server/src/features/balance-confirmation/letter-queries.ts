import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ConfirmationAnswerTable } from '../../db/schema';

const LINE_COLUMNS = ['line_no', 'kind', 'reference', 'description', 'units', 'amount'] as const;
const CAMPAIGN_COLUMNS = ['id', 'year', 'balance_date', 'status', 'auditor_name'] as const;

/** The year's campaign, or undefined. */
export function findCampaignByYear(db: Db, year: number) {
  return db.selectFrom('confirmation_campaigns').select(CAMPAIGN_COLUMNS).where('year', '=', year).executeTakeFirst();
}

/** The same, share-locked until the transaction ends: the campaign cannot close under an answer being written. */
export function findCampaignByYearForShare(db: Db, year: number) {
  return db.selectFrom('confirmation_campaigns').select(CAMPAIGN_COLUMNS).where('year', '=', year).forShare().executeTakeFirst();
}

/** The member's lines in the campaign, in the letter's order. */
export function listBalanceLines(db: Db, campaignId: number, membershipNo: string) {
  return db
    .selectFrom('confirmation_balances')
    .select(LINE_COLUMNS)
    .where('campaign_id', '=', campaignId)
    .where('membership_no', '=', membershipNo)
    .orderBy('line_no')
    .execute();
}

export function findResponse(db: Db, campaignId: number, membershipNo: string) {
  return db
    .selectFrom('confirmation_responses')
    .select(['answered_at', 'member_name', 'letter_code', 'fingerprint'])
    .where('campaign_id', '=', campaignId)
    .where('membership_no', '=', membershipNo)
    .executeTakeFirst();
}

/** The recorded lines with their answers, and each disputed line's case. */
export function listAnswers(db: Db, campaignId: number, membershipNo: string) {
  return db
    .selectFrom('confirmation_answers as a')
    .leftJoin('confirmation_disputes as d', (j) =>
      j.onRef('d.campaign_id', '=', 'a.campaign_id').onRef('d.membership_no', '=', 'a.membership_no').onRef('d.line_no', '=', 'a.line_no'),
    )
    .select(LINE_COLUMNS.map((c) => `a.${c}` as const))
    .select(['a.agreed', 'a.reason', 'a.claimed_amount', 'd.id as dispute_id', 'd.status as dispute_status'])
    .where('a.campaign_id', '=', campaignId)
    .where('a.membership_no', '=', membershipNo)
    .orderBy('a.line_no')
    .execute();
}

/** The staff answers on these cases, oldest first. */
export function listDisputeEvents(db: Db, disputeIds: readonly number[]) {
  if (disputeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('confirmation_dispute_events')
    .select(['dispute_id', 'at', 'status', 'note'])
    .where('dispute_id', 'in', disputeIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** The answered letter with this code, and its campaign. */
export function findResponseByCode(db: Db, code: string) {
  return db
    .selectFrom('confirmation_responses as r')
    .innerJoin('confirmation_campaigns as c', 'c.id', 'r.campaign_id')
    .select(['r.campaign_id', 'r.membership_no', 'r.answered_at', 'r.member_name', 'r.letter_code', 'c.year', 'c.balance_date'])
    .where('r.letter_code', '=', code)
    .executeTakeFirst();
}

export interface NewResponse {
  campaignId: number;
  membershipNo: string;
  at: Date;
  memberName: string;
  letterCode: string;
  fingerprint: string;
  ip: string;
  userAgent: string;
}

/**
 * The member's response, or false when one is recorded already: the primary key decides, so of two answers sent at
 * once exactly one lands (the other waits for it, then inserts nothing).
 */
export async function insertResponse(db: Db, r: NewResponse): Promise<boolean> {
  const row = await db
    .insertInto('confirmation_responses')
    .values({
      campaign_id: r.campaignId,
      membership_no: r.membershipNo,
      answered_at: r.at,
      member_name: r.memberName,
      letter_code: r.letterCode,
      fingerprint: r.fingerprint,
      ip: r.ip,
      user_agent: r.userAgent.slice(0, 300),
    })
    .onConflict((oc) => oc.columns(['campaign_id', 'membership_no']).doNothing())
    .returning('letter_code')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAnswers(db: Db, rows: readonly Insertable<ConfirmationAnswerTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('confirmation_answers').values(rows).execute();
}

/** An open case for each disputed line. */
export async function openDisputes(db: Db, campaignId: number, membershipNo: string, lineNos: readonly number[], at: Date): Promise<void> {
  if (lineNos.length === 0) return;
  await db
    .insertInto('confirmation_disputes')
    .values(lineNos.map((line_no) => ({ campaign_id: campaignId, membership_no: membershipNo, line_no, opened_at: at, updated_at: at })))
    .execute();
}
