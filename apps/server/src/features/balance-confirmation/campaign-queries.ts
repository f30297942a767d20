import type { ConfirmationCounts, DisputeStatus, ResponsesBody } from '@coop/contract';
import { type Expression, type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ConfirmationAnswerTable } from '../../db/schema';
import { fullName } from '../../db/repositories/loan-repository';
import { LEFT_STATUSES } from '../../db/repositories/member-repository';

/**
 * The console's side of balance confirmation (issue 14, decision 034): campaigns, the snapshot of the members'
 * balances, the answers counted, and the dispute cases staff answer.
 */

const CAMPAIGN_COLUMNS = ['id', 'year', 'balance_date', 'status', 'source', 'created_at', 'created_by', 'auditor_name', 'answer_by', 'opened_at', 'closed_at'] as const;

export function listCampaignRows(db: Db) {
  return db.selectFrom('confirmation_campaigns').select(CAMPAIGN_COLUMNS).orderBy('year', 'desc').execute();
}

export function findCampaignRow(db: Db, id: number) {
  return db.selectFrom('confirmation_campaigns').select(CAMPAIGN_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaignRow>>>;

/** The campaign, locked until the transaction ends, so two staff changing its status at once change it once. */
export function findCampaignForUpdate(db: Db, id: number) {
  return db.selectFrom('confirmation_campaigns').select(CAMPAIGN_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function campaignYearTaken(db: Db, year: number): Promise<boolean> {
  return !!(await db.selectFrom('confirmation_campaigns').select('id').where('year', '=', year).executeTakeFirst());
}

/** The numbers of the list that are no member's, in the list's order. */
export async function unknownMembershipNos(db: Db, nos: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ no: string }>`
    select l.no from unnest(${nos}::text[]) with ordinality as l(no, n)
    where not exists (select 1 from members m where m.membership_no = l.no::char(7))
    order by l.n`.execute(db);
  return rows.map((r) => r.no);
}

export interface NewCampaign {
  year: number;
  balanceDate: string;
  auditorName: string;
  answerBy: string | null;
  createdBy: string;
  at: Date;
}

export async function insertCampaign(db: Db, c: NewCampaign): Promise<number> {
  const row = await db
    .insertInto('confirmation_campaigns')
    .values({
      year: c.year,
      balance_date: c.balanceDate,
      status: 'draft',
      source: 'finance',
      created_by: c.createdBy,
      auditor_name: c.auditorName,
      answer_by: c.answerBy,
      created_at: c.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SnapshotText {
  share: string;
  guaranteeGiven: string;
  guaranteeReceived: string;
}

/**
 * Joins `b.balance`: the balance of the account's last statement line dated on or before `date` (a backward scan of
 * the statement's date index, one row per account).
 */
const balanceOn = (statements: string, key: string, account: string, date: RawBuilder<unknown>) => sql`cross join lateral (
        select t.balance from ${sql.table(statements)} t
        where ${sql.ref(`t.${key}`)} = ${sql.ref(account)} and t.operate_date <= ${date}
        order by t.operate_date desc, t.seq desc limit 1
      ) b`;

/**
 * Every line of every member in scope as of `balanceDate`, in one statement: each balance is that of the last
 * statement line dated on or before the date (a backward scan of the statement's date index, one row per account),
 * zero balances left out, numbered per member: shares, deposits, loans, guarantees given, guarantees received.
 * `membershipNos` undefined: every member whose membership has not ended.
 */
export async function insertCampaignBalances(
  db: Db,
  campaignId: number,
  balanceDate: string,
  membershipNos: readonly string[] | undefined,
  text: SnapshotText,
): Promise<{ members: number; lines: number }> {
  const scope =
    membershipNos === undefined
      ? sql`m.member_status not in (${sql.join(LEFT_STATUSES.map((s) => sql.lit(s)))})`
      : sql`m.membership_no = any(${membershipNos}::char(7)[])`;
  const date = sql`${balanceDate}::date`;
  await sql`
    insert into confirmation_balances (campaign_id, membership_no, line_no, kind, reference, description, units, amount)
    with scope as (
      select m.membership_no from members m where ${scope}
    ),
    loan as (
      select c.contract_no, c.membership_no, c.loan_type_name, b.balance
      from loan_contracts c
      ${balanceOn('loan_statements', 'contract_no', 'c.contract_no', date)}
      where b.balance <> 0
        and (
          c.membership_no in (select membership_no from scope)
          or exists (
            select 1 from loan_collaterals g join scope on scope.membership_no = g.guarantor_no
            where g.contract_no = c.contract_no and g.collateral_type = 'guarantor'
          )
        )
    ),
    lines as (
      select s.membership_no, 1 as kind_order, 'share' as kind, '' as reference, ${text.share}::text as description,
        case when a.share_count > 0 then round(b.balance / (a.share_value / a.share_count), 2) end as units,
        b.balance as amount, 0 as tiebreak
      from scope s
      ${balanceOn('share_statements', 'membership_no', 's.membership_no', date)}
      left join share_accounts a on a.membership_no = s.membership_no
      where b.balance <> 0
      union all
      select d.membership_no, 2, 'deposit', d.account_no, d.type_name, null, b.balance, 0
      from deposit_accounts d
      join scope s on s.membership_no = d.membership_no
      ${balanceOn('deposit_statements', 'account_no', 'd.account_no', date)}
      where b.balance <> 0
      union all
      select l.membership_no, 3, 'loan', l.contract_no, l.loan_type_name, null, l.balance, 0
      from loan l join scope s on s.membership_no = l.membership_no
      union all
      select g.guarantor_no, 4, 'guarantee_given', l.contract_no, ${text.guaranteeGiven}::text || ${fullName('borrower')}, null, l.balance, g.id
      from loan_collaterals g
      join scope s on s.membership_no = g.guarantor_no
      join loan l on l.contract_no = g.contract_no
      join members borrower on borrower.membership_no = l.membership_no
      where g.collateral_type = 'guarantor'
      union all
      select l.membership_no, 5, 'guarantee_received', l.contract_no, ${text.guaranteeReceived}::text || ${fullName('guarantor')}, null, l.balance, g.id
      from loan l
      join scope s on s.membership_no = l.membership_no
      join loan_collaterals g on g.contract_no = l.contract_no and g.collateral_type = 'guarantor'
      join members guarantor on guarantor.membership_no = g.guarantor_no
    )
    select ${campaignId}::integer, membership_no,
      row_number() over (partition by membership_no order by kind_order, reference, tiebreak),
      kind, reference, description, units, amount
    from lines`.execute(db);
  const counts = await db
    .selectFrom('confirmation_balances')
    .select((eb) => [eb.fn.countAll<number>().as('lines'), eb.fn.count<number>('membership_no').distinct().as('members')])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return { members: Number(counts.members), lines: Number(counts.lines) };
}

/** Moves the campaign from one status to the next; false when it was not in `from` (someone else moved it). */
export async function moveCampaign(db: Db, id: number, from: 'draft' | 'open', to: 'open' | 'closed', at: Date): Promise<boolean> {
  const res = await db
    .updateTable('confirmation_campaigns')
    .set(to === 'open' ? { status: to, opened_at: at } : { status: to, closed_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/**
 * Each member of a campaign (a member with lines; every campaign when `campaignId` is undefined) with the group and
 * the answer: agreed when every line was agreed, disputed when any was not, not_answered without a response. The
 * base of the counts and of the responses list.
 */
function memberAnswers(db: Db, campaignId: number | undefined) {
  let balances = db.selectFrom('confirmation_balances').select(['campaign_id', 'membership_no', (eb) => eb.fn.countAll<number>().as('lines')]);
  let answers = db
    .selectFrom('confirmation_answers')
    .select(['campaign_id', 'membership_no', sql<number>`(count(*) filter (where not agreed))::integer`.as('disputed_lines')]);
  if (campaignId !== undefined) {
    balances = balances.where('campaign_id', '=', campaignId);
    answers = answers.where('campaign_id', '=', campaignId);
  }
  return db
    .selectFrom(balances.groupBy(['campaign_id', 'membership_no']).as('b'))
    .innerJoin('members as m', 'm.membership_no', 'b.membership_no')
    .leftJoin('member_groups as mg', 'mg.member_group_no', 'm.member_group_no')
    .leftJoin('confirmation_responses as r', (j) => j.onRef('r.campaign_id', '=', 'b.campaign_id').onRef('r.membership_no', '=', 'b.membership_no'))
    .leftJoin(answers.groupBy(['campaign_id', 'membership_no']).as('a'), (j) =>
      j.onRef('a.campaign_id', '=', 'b.campaign_id').onRef('a.membership_no', '=', 'b.membership_no'),
    )
    .select([
      'b.campaign_id',
      'b.membership_no',
      sql<number>`b.lines::integer`.as('lines'),
      sql<string>`coalesce(r.member_name, ${fullName('m')})`.as('member_name'),
      'm.member_group_no',
      sql<string>`coalesce(mg.name, '')`.as('member_group_name'),
      sql<'agreed' | 'disputed' | 'not_answered'>`case when r.membership_no is null then 'not_answered' when a.disputed_lines > 0 then 'disputed' else 'agreed' end`.as('answer'),
      sql<number>`coalesce(a.disputed_lines, 0)`.as('disputed_lines'),
      'r.answered_at',
      'r.letter_code',
    ]);
}

const COUNTS = [
  sql<number>`count(*)::integer`.as('members'),
  sql<number>`(count(*) filter (where x.answer <> 'not_answered'))::integer`.as('answered'),
  sql<number>`(count(*) filter (where x.answer = 'agreed'))::integer`.as('agreed'),
  sql<number>`(count(*) filter (where x.answer = 'disputed'))::integer`.as('disputed'),
  sql<number>`(count(*) filter (where x.answer = 'not_answered'))::integer`.as('not_answered'),
] as const;

/** Each campaign's counts (every campaign when `campaignId` is undefined), by campaign id; a campaign without lines is absent. */
export async function countCampaigns(db: Db, campaignId?: number): Promise<Map<number, ConfirmationCounts>> {
  const rows = await db.selectFrom(memberAnswers(db, campaignId).as('x')).select('x.campaign_id').select(COUNTS).groupBy('x.campaign_id').execute();
  return new Map(rows.map(({ campaign_id, ...counts }) => [campaign_id, counts]));
}

/** The campaign's counts per member group, by group number. */
export function countCampaignGroups(db: Db, campaignId: number) {
  return db
    .selectFrom(memberAnswers(db, campaignId).as('x'))
    .select(['x.member_group_no', sql<string>`max(x.member_group_name)`.as('member_group_name')])
    .select(COUNTS)
    .groupBy('x.member_group_no')
    .orderBy('x.member_group_no')
    .execute();
}

/** Cases staff have not resolved yet, by campaign id. */
export async function countOpenDisputes(db: Db, campaignId?: number): Promise<Map<number, number>> {
  let q = db
    .selectFrom('confirmation_disputes')
    .select(['campaign_id', sql<number>`count(*)::integer`.as('n')])
    .where('status', '<>', 'resolved');
  if (campaignId !== undefined) q = q.where('campaign_id', '=', campaignId);
  const rows = await q.groupBy('campaign_id').execute();
  return new Map(rows.map((r) => [r.campaign_id, r.n]));
}

type ResponseFilter = Omit<ResponsesBody, 'page'>;

function filteredAnswers(db: Db, f: ResponseFilter) {
  let q = db.selectFrom(memberAnswers(db, f.campaign_id).as('x'));
  if (f.answer) q = q.where('x.answer', '=', f.answer);
  if (f.member_group_no) q = q.where('x.member_group_no', '=', f.member_group_no);
  const text = f.q?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('x.membership_no', 'like', like), eb('x.member_name', 'ilike', like)]) as Expression<SqlBool>);
  }
  return q;
}

/** One page of the campaign's members with their answers, in membership-number order. */
export async function listMemberAnswers(db: Db, f: ResponseFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filteredAnswers(db, f).selectAll('x').orderBy('x.membership_no').offset(offset).limit(limit).execute(),
    filteredAnswers(db, f).select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Every member of the campaign with the answer, for the export. */
export function listAllMemberAnswers(db: Db, campaignId: number) {
  return db.selectFrom(memberAnswers(db, campaignId).as('x')).selectAll('x').orderBy('x.membership_no').execute();
}

/**
 * Every line of the campaign for the export: as answered (the figures shown, with the answer) where the member has
 * answered, as in the campaign otherwise; by member and line.
 */
export async function listCampaignLines(db: Db, campaignId: number) {
  const { rows } = await sql<Omit<Selectable<ConfirmationAnswerTable>, 'campaign_id' | 'agreed'> & { agreed: boolean | null }>`
    select membership_no, line_no, kind, reference, description, units, amount, agreed, reason, claimed_amount
    from confirmation_answers where campaign_id = ${campaignId}
    union all
    select b.membership_no, b.line_no, b.kind, b.reference, b.description, b.units, b.amount, null, '', null
    from confirmation_balances b
    where b.campaign_id = ${campaignId}
      and not exists (select 1 from confirmation_responses r where r.campaign_id = b.campaign_id and r.membership_no = b.membership_no)
    order by membership_no, line_no`.execute(db);
  return rows;
}

function disputesOf(db: Db, campaignId: number, status: DisputeStatus | undefined) {
  let q = db
    .selectFrom('confirmation_disputes as d')
    .innerJoin('confirmation_answers as a', (j) =>
      j.onRef('a.campaign_id', '=', 'd.campaign_id').onRef('a.membership_no', '=', 'd.membership_no').onRef('a.line_no', '=', 'd.line_no'),
    )
    .innerJoin('confirmation_responses as r', (j) => j.onRef('r.campaign_id', '=', 'd.campaign_id').onRef('r.membership_no', '=', 'd.membership_no'))
    .where('d.campaign_id', '=', campaignId);
  if (status) q = q.where('d.status', '=', status);
  return q;
}

const DISPUTE_COLUMNS = [
  'd.id', 'd.membership_no', 'r.member_name', 'd.line_no', 'a.kind', 'a.reference', 'a.description', 'a.units', 'a.amount',
  'a.claimed_amount', 'a.reason', 'd.status', 'd.opened_at', 'd.updated_at',
] as const;

/** One page of the campaign's cases: those still being worked on first, each oldest first. */
export async function listDisputes(db: Db, campaignId: number, status: DisputeStatus | undefined, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    disputesOf(db, campaignId, status)
      .select(DISPUTE_COLUMNS)
      .orderBy(sql`case when d.status = 'resolved' then 1 else 0 end`)
      .orderBy('d.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    disputesOf(db, campaignId, status).select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Every case of the campaign, for the export, in case order. */
export function listAllDisputes(db: Db, campaignId: number) {
  return disputesOf(db, campaignId, undefined).select(DISPUTE_COLUMNS).orderBy('d.id').execute();
}

/** The staff answers on these cases, oldest first. */
export function listDisputeEvents(db: Db, disputeIds: readonly number[]) {
  if (disputeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('confirmation_dispute_events')
    .select(['dispute_id', 'at', 'status', 'note', 'staff_username'])
    .where('dispute_id', 'in', disputeIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** The case, locked until the transaction ends, so two answers at once are recorded one after the other. */
export function findDisputeForUpdate(db: Db, id: number) {
  return db.selectFrom('confirmation_disputes').select(['id', 'campaign_id', 'membership_no', 'line_no', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A staff answer: the event the member reads, and the case's new status. */
export async function answerDispute(db: Db, id: number, e: { status: DisputeStatus; note: string; by: string; at: Date }): Promise<void> {
  await db.insertInto('confirmation_dispute_events').values({ dispute_id: id, at: e.at, staff_username: e.by, status: e.status, note: e.note }).execute();
  await db.updateTable('confirmation_disputes').set({ status: e.status, updated_at: e.at }).where('id', '=', id).execute();
}
