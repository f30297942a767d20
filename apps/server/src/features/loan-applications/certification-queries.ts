import type { IsoDate } from '@coop/thai-format';
import { parseIsoDate } from '@coop/thai-format';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { type ApplicationRow, applicationColumns } from './loan-application-queries';

type Tx = Db | Transaction<Database>;

/** A return of the clerk's that the member has not answered yet. */
const openReturnOf = (eb: ExpressionBuilder<Database & { a: Database['loan_applications'] }, 'a'>) =>
  eb
    .selectFrom('loan_application_certifications as c')
    .select('c.id')
    .whereRef('c.application_id', '=', 'a.id')
    .where('c.outcome', '=', 'returned')
    .where('c.resent_at', 'is', null);

/**
 * The applications waiting for the clerk of this group: its own members' (the group they are in today), not those
 * returned and not yet sent back, oldest first.
 */
export function listAwaitingCertification(db: Tx, memberGroupNo: string): Promise<ApplicationRow[]> {
  return applicationColumns(db)
    .where('m.member_group_no', '=', memberGroupNo)
    .where('a.status', '=', 'awaiting_certification')
    .where((eb) => eb.not(eb.exists(openReturnOf(eb))))
    .orderBy('a.submitted_at')
    .orderBy('a.id')
    .execute();
}

/** One application of a member of this group; any other group's answers nothing, as one that does not exist. */
export function findGroupApplication(db: Tx, memberGroupNo: string, applicationNo: string, forUpdate = false): Promise<ApplicationRow | undefined> {
  let query = applicationColumns(db).where('a.application_no', '=', applicationNo).where('m.member_group_no', '=', memberGroupNo);
  if (forUpdate) query = query.forUpdate('a');
  return query.executeTakeFirst();
}

/** The clerk's return the member has still to answer, if any. */
export function findOpenReturn(db: Tx, applicationId: number) {
  return db
    .selectFrom('loan_application_certifications')
    .select(['id', 'note', 'at'])
    .where('application_id', '=', applicationId)
    .where('outcome', '=', 'returned')
    .where('resent_at', 'is', null)
    .executeTakeFirst();
}

/** When the member last sent the application back after a return, and their word to the clerk. */
export function findLastResend(db: Tx, applicationId: number) {
  return db
    .selectFrom('loan_application_certifications')
    .select(['resent_at', 'resend_note'])
    .where('application_id', '=', applicationId)
    .where('resent_at', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export interface CertificationRecord {
  applicationId: number;
  memberGroupNo: string;
  outcome: 'certified' | 'returned';
  /** Baht as text, exact. */
  shownSalary: string;
  shownDeductions: string;
  salary: string | null;
  deductions: string | null;
  note: string | null;
  verdict: unknown;
  at: Date;
}

const numeric = (text: string | null) => (text === null ? null : sql<number>`cast(${text} as numeric)`);

/** The clerk's act. The database refuses a second certificate, and a second return the member has not answered. */
export async function insertCertification(db: Tx, c: CertificationRecord): Promise<void> {
  await db
    .insertInto('loan_application_certifications')
    .values({
      application_id: c.applicationId,
      member_group_no: c.memberGroupNo,
      outcome: c.outcome,
      shown_salary: numeric(c.shownSalary)!,
      shown_deductions: numeric(c.shownDeductions)!,
      salary: numeric(c.salary),
      deductions: numeric(c.deductions),
      note: c.note,
      verdict: c.verdict === null ? null : JSON.stringify(c.verdict),
      at: c.at,
    })
    .execute();
}

/** The member answers the return: sent back, with their word to the clerk. */
export async function markResent(db: Tx, returnId: number, at: Date, note: string | null): Promise<void> {
  await db.updateTable('loan_application_certifications').set({ resent_at: at, resend_note: note }).where('id', '=', returnId).execute();
}

export interface DeductionLine {
  year: number;
  month: number;
  item_name: string;
  description: string;
  /** Satang. */
  amount: string;
}

/**
 * The member's deduction lines of the newest month billed up to `today`: the month the loan rules' deductions come
 * from (`readLoanFacts`), as the unit collects it. Empty when no month has been billed.
 */
export async function deductionLines(db: Tx, membershipNo: string, today: IsoDate): Promise<DeductionLine[]> {
  const { year, month } = parseIsoDate(today)!;
  const { rows } = await sql<DeductionLine>`
    with billed_month as (
      select year, month from kep_headers
      where membership_no = ${membershipNo} and (year, month) <= (${year}, ${month})
      order by year desc, month desc limit 1
    )
    select l.year, l.month, l.item_name, l.description, (l.amount * 100)::bigint::text as amount
    from kep_lines l join billed_month k on l.year = k.year and l.month = k.month
    where l.membership_no = ${membershipNo}
    order by l.seq, l.line_no
  `.execute(db);
  return rows;
}
