import type { LoanApplicationStatus } from '@coop/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';

/** The day in Thailand an application was submitted on: what a round's cut-off is compared with. */
const submittedOn = sql<string>`(a.submitted_at at time zone 'Asia/Bangkok')::date`;

/**
 * The round an application falls in: the first whose cut-off is on or after the day it was submitted. A new round's
 * cut-off must come after every other's (decision 073), so an application never moves from one round to another.
 */
const roundOf = (db: Db) =>
  db
    .selectFrom('loan_approval_rounds as r')
    .select(['r.id', 'r.name', sql<string>`r.cutoff_date::text`.as('cutoff_date'), sql<string>`r.committee_date::text`.as('committee_date')])
    .whereRef('r.cutoff_date', '>=', submittedOn)
    .orderBy('r.cutoff_date')
    .limit(1);

/** The applications (`a`) of a round: submitted after the cut-off of the round before it, up to its own. */
const inRound = (roundId: number | RawBuilder<number>): Expression<SqlBool> => sql<SqlBool>`exists (
  select 1 from loan_approval_rounds this_round
  where this_round.id = ${roundId} and ${submittedOn} <= this_round.cutoff_date
    and ${submittedOn} > coalesce((select max(before.cutoff_date) from loan_approval_rounds before where before.cutoff_date < this_round.cutoff_date), '-infinity'::date))`;

export async function listRounds(db: Db) {
  return db
    .selectFrom('loan_approval_rounds as r')
    .select([
      'r.id',
      'r.name',
      sql<string>`r.cutoff_date::text`.as('cutoff_date'),
      sql<string>`r.committee_date::text`.as('committee_date'),
      'r.created_by',
      sql<number>`(select count(*) from loan_applications a where ${inRound(sql<number>`r.id`)})::int`.as('applications'),
      sql<number>`(select count(*) from loan_applications a where a.status = 'approved' and ${inRound(sql<number>`r.id`)})::int`.as('approved'),
    ])
    .orderBy('r.cutoff_date', 'desc')
    .execute();
}

export const findRound = (db: Db, id: number) =>
  db
    .selectFrom('loan_approval_rounds')
    .select(['id', 'name', sql<string>`cutoff_date::text`.as('cutoff_date'), sql<string>`committee_date::text`.as('committee_date')])
    .where('id', '=', id)
    .executeTakeFirst();

/** The latest cut-off of any round, read under a lock of the table so two new rounds take turns. */
export async function lastCutoff(db: Db): Promise<string | null> {
  await sql`lock table loan_approval_rounds in share row exclusive mode`.execute(db);
  const row = await db.selectFrom('loan_approval_rounds').select(sql<string | null>`max(cutoff_date)::text`.as('last')).executeTakeFirst();
  return row?.last ?? null;
}

export async function insertRound(db: Db, round: { name: string; cutoffDate: string; committeeDate: string; by: string; at: Date }): Promise<number> {
  const row = await db
    .insertInto('loan_approval_rounds')
    .values({ name: round.name, cutoff_date: round.cutoffDate, committee_date: round.committeeDate, created_by: round.by, created_at: round.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const fullName = sql<string>`concat_ws(' ', concat(m.prename, m.first_name), m.last_name)`;

export interface QueueFilter {
  status?: LoanApplicationStatus;
  productId?: number;
  roundId?: number;
}

const queueBase = (db: Db, filter: QueueFilter) => {
  let query = db.selectFrom('loan_applications as a');
  if (filter.productId !== undefined) query = query.where('a.product_id', '=', filter.productId);
  if (filter.roundId !== undefined) query = query.where(inRound(filter.roundId));
  return query;
};

/** A page of the queue, oldest first: the order the committee takes them in. */
export async function queuePage(db: Db, filter: QueueFilter, offset: number, limit: number) {
  let query = queueBase(db, filter);
  if (filter.status !== undefined) query = query.where('a.status', '=', filter.status);
  const [rows, total] = await Promise.all([
    query
      .innerJoin('loan_product_versions as v', 'v.id', 'a.version_id')
      .innerJoin('members as m', 'm.membership_no', 'a.membership_no')
      .select((eb) => [
        'a.application_no',
        'a.membership_no',
        fullName.as('member_name'),
        'v.name as product_name',
        sql<string>`a.amount::text`.as('amount'),
        'a.installments',
        'a.status',
        'a.submitted_at',
        eb.selectFrom(roundOf(db).as('r')).select('r.name').as('round_name'),
      ])
      .orderBy('a.submitted_at')
      .orderBy('a.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many applications of each status, under the product and round filters (not the status's own). */
export function queueCounts(db: Db, filter: QueueFilter) {
  return queueBase(db, filter)
    .select(['a.status', sql<number>`count(*)::int`.as('count')])
    .groupBy('a.status')
    .execute();
}

/** The products applications were made for, by the name of their newest version. */
export function productNames(db: Db) {
  return db
    .selectFrom('loan_product_versions as v')
    .select(['v.product_id', 'v.name'])
    .distinctOn('v.product_id')
    .orderBy('v.product_id')
    .orderBy('v.effective_from', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
}

/** What staff read of an application beyond what its applicant does: the member's group and salary, the round. */
export function staffApplicationFacts(db: Db, applicationId: number) {
  return db
    .selectFrom('loan_applications as a')
    .innerJoin('members as m', 'm.membership_no', 'a.membership_no')
    .innerJoin('loan_product_versions as v', 'v.id', 'a.version_id')
    .leftJoin('member_groups as g', 'g.member_group_no', 'm.member_group_no')
    .select((eb) => [
      sql<string>`concat_ws(' ', m.member_group_no, g.name)`.as('member_group'),
      sql<string>`m.salary::text`.as('salary'),
      'v.loan_type_code',
      sql<string | null>`a.approved_amount::text`.as('approved_amount'),
      'a.approved_installments',
      'a.decided_by',
      'a.decided_at',
      'a.paid_out_contract_no',
      eb.selectFrom(roundOf(db).as('r')).select(sql<unknown>`json_build_object('id', r.id, 'name', r.name, 'cutoff_date', r.cutoff_date, 'committee_date', r.committee_date)`.as('j')).as('round'),
    ])
    .where('a.id', '=', applicationId)
    .executeTakeFirstOrThrow();
}

export function staffEvents(db: Db, applicationId: number) {
  return db.selectFrom('loan_application_events').select(['kind', 'at', 'actor', 'params']).where('application_id', '=', applicationId).orderBy('id').execute();
}

export function guarantorNotes(db: Db, applicationId: number) {
  return db.selectFrom('loan_application_guarantors').select(['id', 'note']).where('application_id', '=', applicationId).execute();
}

export function documentsWithDates(db: Db, applicationId: number) {
  return db
    .selectFrom('loan_application_documents')
    .select(['kind', 'file_name', 'media_type', 'original_name', 'size', 'uploaded_at'])
    .where('application_id', '=', applicationId)
    .orderBy('kind')
    .execute();
}

/** Records a decision's terms and who made it; `approvedAt` once the terms stand (the member accepts a lower offer later). */
export async function recordDecision(
  db: Db,
  id: number,
  d: { status: LoanApplicationStatus; by: string; at: Date; amount?: string; installments?: number; approvedAt?: Date },
): Promise<void> {
  await db
    .updateTable('loan_applications')
    .set({
      status: d.status,
      updated_at: d.at,
      decided_by: d.by,
      decided_at: d.at,
      ...(d.amount !== undefined ? { approved_amount: sql<number>`cast(${d.amount} as numeric)`, approved_installments: d.installments } : {}),
      ...(d.approvedAt ? { approved_at: d.approvedAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The member accepted the lower terms: approved from now. */
export async function acceptOffer(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('loan_applications').set({ status: 'approved', approved_at: at, updated_at: at }).where('id', '=', id).execute();
}

/** The approved applications of a round, oldest first, with what the core system needs to make each contract. */
export function approvedInRound(db: Db, roundId: number) {
  return db
    .selectFrom('loan_applications as a')
    .innerJoin('loan_product_versions as v', 'v.id', 'a.version_id')
    .innerJoin('members as m', 'm.membership_no', 'a.membership_no')
    .select([
      'a.application_no',
      'a.membership_no',
      fullName.as('member_name'),
      'm.national_id',
      'm.member_group_no',
      'v.loan_type_code',
      'v.name as product_name',
      sql<string>`a.amount::text`.as('amount'),
      sql<string>`a.approved_amount::text`.as('approved_amount'),
      sql<number>`a.approved_installments`.as('approved_installments'),
      sql<string>`v.annual_rate::text`.as('annual_rate'),
      'v.method',
      'a.purpose',
      'a.payout_kind',
      'a.payout_account_no',
      'a.payout_bank_name',
      'a.payout_account_name',
      sql<string>`(a.submitted_at at time zone 'Asia/Bangkok')::date::text`.as('submitted_on'),
      sql<string>`(a.approved_at at time zone 'Asia/Bangkok')::date::text`.as('approved_on'),
      'a.decided_by',
      sql<string>`(select string_agg(g.guarantor_no, ' ' order by g.position) from loan_application_guarantors g where g.application_id = a.id and g.status = 'accepted')`.as('guarantors'),
    ])
    .where('a.status', '=', 'approved')
    .where(inRound(roundId))
    .orderBy('a.approved_at')
    .orderBy('a.id')
    .execute();
}

/**
 * Approved applications each matched to a contract of the read copy (decision 073): the same member, the product's
 * core loan-type code, the approved amount to the satang, starting on or after the day of approval (in Thailand),
 * and no application paid out by it yet. Oldest approval first; each contract goes to one application, each
 * application to its oldest fitting contract.
 */
export async function payoutMatches(db: Db): Promise<{ id: number; application_no: string; membership_no: string; contract_no: string }[]> {
  const { rows } = await sql<{ id: number; application_no: string; membership_no: string; contract_no: string }>`
    select a.id, a.application_no, a.membership_no, c.contract_no
    from loan_applications a
    join loan_product_versions v on v.id = a.version_id
    join lateral (
      select c.contract_no from loan_contracts c
      where c.membership_no = a.membership_no and c.loan_type_code = v.loan_type_code and c.approved_amount = a.approved_amount
        and c.start_date >= (a.approved_at at time zone 'Asia/Bangkok')::date
        and not exists (select 1 from loan_applications p where p.paid_out_contract_no = c.contract_no)
      order by c.start_date, c.contract_no limit 1
    ) c on true
    where a.status = 'approved'
    order by a.approved_at, a.id`.execute(db);
  const taken = new Set<string>();
  return rows.filter((r) => !taken.has(r.contract_no) && taken.add(r.contract_no));
}

/** Marks one application paid out by its contract, unless something else already moved it. */
export async function markPaidOut(db: Db, id: number, contractNo: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('loan_applications')
    .set({ status: 'paid_out', paid_out_contract_no: contractNo, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
