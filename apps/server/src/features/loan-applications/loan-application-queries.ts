import type { GuarantorAnswer, LoanApplicationEventKind, LoanApplicationStatus, LoanDocumentKind } from '@coop/contract';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { LEFT_STATUSES } from '../../db/repositories/member-repository';
import type { Database } from '../../db/schema';

type Tx = Db | Transaction<Database>;

/** The statuses after which nothing more happens to an application. */
export const ENDED_STATUSES: readonly LoanApplicationStatus[] = ['paid_out', 'rejected', 'cancelled'];
/** Until staff decide, the member may withdraw. */
export const CANCELLABLE_STATUSES: readonly LoanApplicationStatus[] = ['awaiting_guarantors', 'awaiting_certification', 'awaiting_decision', 'documents_requested'];

const fullName = sql<string>`concat_ws(' ', concat(m.prename, m.first_name), m.last_name)`;

/** The next application number of the year given (Buddhist era): one sequence, so numbers never repeat. */
export async function nextApplicationNo(db: Tx, buddhistYear: number): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('loan_application_seq')::text as n`.execute(db);
  return `LA-${buddhistYear}-${rows[0]!.n.padStart(6, '0')}`;
}

/** Locks the member's row: one member's submissions and edits take turns. */
export async function lockMember(db: Tx, membershipNo: string): Promise<void> {
  await db.selectFrom('members').select('membership_no').where('membership_no', '=', membershipNo).forNoKeyUpdate().execute();
}

/** A member who may be named as a guarantor: one whose membership has not ended. */
export async function findActiveMember(db: Tx, membershipNo: string): Promise<{ membership_no: string; name: string } | undefined> {
  return db
    .selectFrom('members as m')
    .select(['m.membership_no', fullName.as('name')])
    .where('m.membership_no', '=', membershipNo)
    .where('m.member_status', 'not in', [...LEFT_STATUSES])
    .executeTakeFirst();
}

export async function hasOpenApplication(db: Tx, membershipNo: string, productId: number, except?: number): Promise<boolean> {
  let query = db
    .selectFrom('loan_applications')
    .select('id')
    .where('membership_no', '=', membershipNo)
    .where('product_id', '=', productId)
    .where('status', 'not in', [...ENDED_STATUSES]);
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface NewApplication {
  applicationNo: string;
  membershipNo: string;
  productId: number;
  versionId: number;
  amount: string;
  installments: number;
  purpose: string;
  payout: { kind: 'deposit' | 'bank'; accountNo: string; bankName: string | null; accountName: string | null };
  verdict: unknown;
  at: Date;
}

type ApplicationTerms = Omit<NewApplication, 'applicationNo' | 'membershipNo' | 'productId' | 'versionId'>;

/** The columns the member sets, on submission and on each edit before a guarantor signs. */
const termsColumns = (a: ApplicationTerms) => ({
  amount: sql<number>`cast(${a.amount} as numeric)`,
  installments: a.installments,
  purpose: a.purpose,
  payout_kind: a.payout.kind,
  payout_account_no: a.payout.accountNo,
  payout_bank_name: a.payout.bankName,
  payout_account_name: a.payout.accountName,
  verdict: JSON.stringify(a.verdict),
  updated_at: a.at,
});

export async function insertApplication(db: Tx, a: NewApplication): Promise<number> {
  const row = await db
    .insertInto('loan_applications')
    .values({
      application_no: a.applicationNo,
      membership_no: a.membershipNo,
      product_id: a.productId,
      version_id: a.versionId,
      ...termsColumns(a),
      status: 'awaiting_guarantors',
      terms_accepted_at: a.at,
      submitted_at: a.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The terms of an application changed before any guarantor signed; judged again by the same version. */
export async function updateApplicationTerms(db: Tx, id: number, a: ApplicationTerms): Promise<void> {
  await db
    .updateTable('loan_applications')
    .set(termsColumns(a))
    .where('id', '=', id)
    .execute();
}

export async function setApplicationStatus(db: Tx, id: number, status: LoanApplicationStatus, at: Date): Promise<void> {
  await db.updateTable('loan_applications').set({ status, updated_at: at }).where('id', '=', id).execute();
}

export async function insertGuarantors(db: Tx, applicationId: number, guarantors: readonly { no: string; position: number; amount: string }[], at: Date): Promise<void> {
  if (guarantors.length === 0) return;
  await db
    .insertInto('loan_application_guarantors')
    .values(
      guarantors.map((g) => ({
        application_id: applicationId,
        guarantor_no: g.no,
        position: g.position,
        amount: sql<number>`cast(${g.amount} as numeric)`,
        status: 'pending',
        asked_at: at,
      })),
    )
    .execute();
}

/** Guarantors no longer asked (an edit named others): kept for the timeline as withdrawn. */
export async function withdrawPendingGuarantors(db: Tx, applicationId: number, at: Date): Promise<void> {
  await db
    .updateTable('loan_application_guarantors')
    .set({ status: 'withdrawn', answered_at: at })
    .where('application_id', '=', applicationId)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertDocuments(
  db: Tx,
  applicationId: number,
  documents: readonly { kind: LoanDocumentKind; fileName: string; mediaType: 'image/jpeg' | 'application/pdf'; originalName: string; size: number; sha256: string }[],
  at: Date,
): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insertInto('loan_application_documents')
    .values(
      documents.map((d) => ({
        application_id: applicationId,
        kind: d.kind,
        file_name: d.fileName,
        media_type: d.mediaType,
        original_name: d.originalName,
        size: d.size,
        sha256: d.sha256,
        uploaded_at: at,
      })),
    )
    .execute();
}

/** Removes the records of the kinds replaced and answers the file names they named. */
export async function deleteDocuments(db: Tx, applicationId: number, kinds: readonly LoanDocumentKind[]): Promise<string[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .deleteFrom('loan_application_documents')
    .where('application_id', '=', applicationId)
    .where('kind', 'in', [...kinds])
    .returning('file_name')
    .execute();
  return rows.map((r) => r.file_name);
}

export async function insertEvent(
  db: Tx,
  applicationId: number,
  event: { kind: LoanApplicationEventKind; at: Date; actor: string; params?: Record<string, unknown> },
): Promise<number> {
  const row = await db
    .insertInto('loan_application_events')
    .values({ application_id: applicationId, kind: event.kind, at: event.at, actor: event.actor, params: JSON.stringify(event.params ?? {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An application with its applicant's name, its product version's name and whether that version asks the unit clerk. */
export const applicationColumns = (db: Tx) =>
  db
    .selectFrom('loan_applications as a')
    .innerJoin('loan_product_versions as v', 'v.id', 'a.version_id')
    .innerJoin('members as m', 'm.membership_no', 'a.membership_no')
    .select([
      'a.id',
      'a.application_no',
      'a.membership_no',
      'a.product_id',
      'a.version_id',
      'v.name as product_name',
      'v.salary_certificate',
      sql<string>`a.amount::text`.as('amount'),
      'a.installments',
      'a.purpose',
      'a.payout_kind',
      'a.payout_account_no',
      'a.payout_bank_name',
      'a.payout_account_name',
      'a.status',
      'a.submitted_at',
      'a.verdict',
      sql<string | null>`a.approved_amount::text`.as('approved_amount'),
      'a.approved_installments',
      fullName.as('applicant_name'),
    ]);

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationColumns>['executeTakeFirstOrThrow']>>;

/** One application of its applicant: another member's answers nothing, as one that does not exist. */
export async function findOwnApplication(db: Tx, membershipNo: string, applicationNo: string, forUpdate = false): Promise<ApplicationRow | undefined> {
  let query = applicationColumns(db).where('a.membership_no', '=', membershipNo).where('a.application_no', '=', applicationNo);
  if (forUpdate) query = query.forUpdate('a');
  return query.executeTakeFirst();
}

/** An application by its number, whoever made it (for a guarantor it names; the caller checks that it does). */
export async function findApplication(db: Tx, applicationNo: string, forUpdate = false): Promise<ApplicationRow | undefined> {
  let query = applicationColumns(db).where('a.application_no', '=', applicationNo);
  if (forUpdate) query = query.forUpdate('a');
  return query.executeTakeFirst();
}

export async function listOwnApplications(db: Tx, membershipNo: string): Promise<ApplicationRow[]> {
  return applicationColumns(db).where('a.membership_no', '=', membershipNo).orderBy('a.submitted_at', 'desc').orderBy('a.id', 'desc').execute();
}

export interface GuarantorRow {
  id: number;
  guarantor_no: string;
  name: string;
  position: number;
  amount: string;
  status: GuarantorAnswer;
  asked_at: Date;
  answered_at: Date | null;
}

export async function applicationGuarantors(db: Tx, applicationId: number): Promise<GuarantorRow[]> {
  return db
    .selectFrom('loan_application_guarantors as g')
    .innerJoin('members as m', 'm.membership_no', 'g.guarantor_no')
    .select(['g.id', 'g.guarantor_no', fullName.as('name'), 'g.position', sql<string>`g.amount::text`.as('amount'), 'g.status', 'g.asked_at', 'g.answered_at'])
    .where('g.application_id', '=', applicationId)
    .orderBy('g.position')
    .orderBy('g.id')
    .execute();
}

/** The guarantor's own row on an application (the latest, when they were asked again after an edit). */
export async function findGuarantorRow(db: Tx, applicationId: number, guarantorNo: string): Promise<GuarantorRow | undefined> {
  return (await applicationGuarantors(db, applicationId)).filter((g) => g.guarantor_no === guarantorNo).at(-1);
}

export async function answerGuarantor(db: Tx, id: number, status: 'accepted' | 'declined', note: string | null, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('loan_application_guarantors')
    .set({ status, note, answered_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceGuarantor(db: Tx, id: number, at: Date): Promise<void> {
  await db.updateTable('loan_application_guarantors').set({ status: 'withdrawn', answered_at: at }).where('id', '=', id).where('status', '=', 'declined').execute();
}

export function applicationDocuments(db: Tx, applicationId: number) {
  return db
    .selectFrom('loan_application_documents')
    .select(['kind', 'file_name', 'media_type', 'original_name', 'size'])
    .where('application_id', '=', applicationId)
    .orderBy('kind')
    .execute();
}

export function applicationEvents(db: Tx, applicationId: number) {
  return db.selectFrom('loan_application_events').select(['kind', 'at', 'actor', 'params']).where('application_id', '=', applicationId).orderBy('id').execute();
}

/** The guarantees asked of a member, newest first: what they were asked and how they answered. */
export function listGuaranteeRequests(db: Tx, guarantorNo: string) {
  return db
    .selectFrom('loan_application_guarantors as g')
    .innerJoin('loan_applications as a', 'a.id', 'g.application_id')
    .innerJoin('loan_product_versions as v', 'v.id', 'a.version_id')
    .innerJoin('members as m', 'm.membership_no', 'a.membership_no')
    .select(['a.application_no', fullName.as('applicant_name'), 'v.name as product_name', sql<string>`a.amount::text`.as('amount'), 'g.status', 'g.asked_at'])
    .where('g.guarantor_no', '=', guarantorNo)
    .where('g.status', '<>', 'withdrawn')
    .orderBy('g.asked_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
}
