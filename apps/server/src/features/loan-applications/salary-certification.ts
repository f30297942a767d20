import type { CertifyBody, LoanActionResponse, LoanApplicationResendBody, PendingCertification, PendingCertificationsResponse, ReturnCertificationBody } from '@coop/contract';
import { type IsoDate, thaiToday } from '@coop/thai-format';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { findMemberGroupIdentity } from '../../db/repositories/member-group-repository';
import { type DomainContext, memberActor, memberGroupActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { baht, type Satang, scaledDecimal } from '../../loans/loan-arithmetic';
import { productVersion, readLoanFacts } from '../../loans/loan-queries';
import { type LoanFacts, quoteLoan } from '../../loans/loan-rules';
import { storeAllAfterCommit } from '../../storage/store-after-commit';
import { recordStep } from './application-steps';
import {
  deductionLines,
  findGroupApplication,
  findLastResend,
  findOpenReturn,
  insertCertification,
  listAwaitingCertification,
  markResent,
} from './certification-queries';
import { type ApplicationRow, deleteDocuments, findOwnApplication, insertDocuments, setApplicationStatus } from './loan-application-queries';
import { APPLICATION_TEXT, CERTIFICATION_TEXT as T } from './loan-application-text';
import { checkedDocuments, documentRecords, verdictOf } from './loan-applications';
import { pendingFiles, removeDocumentFiles } from './loan-documents';

const notFound = () => new ApiFailure(404, 'NOT_FOUND', T.notFound);
const notAwaiting = () => new ApiFailure(409, 'NOT_AWAITING_CERTIFICATION', T.notAwaiting);
const satangText = (satang: Satang) => (satang / 100).toFixed(2);

/**
 * The salary the application was judged with (kept in its verdict since decision 072; an application judged before
 * it kept none, and is shown the read copy's).
 */
const judgedSalary = (application: ApplicationRow, facts: LoanFacts): Satang => {
  const kept = application.verdict.salary;
  return typeof kept === 'number' ? Math.round(kept * 100) : facts.salary;
};

/** The application's product version and the applicant's facts today, which the clerk checks. */
async function situationOf(db: Db, application: ApplicationRow, today: IsoDate) {
  const product = await productVersion(db, application.version_id);
  const facts = await readLoanFacts(db, application.membership_no, today);
  if (!product || !facts) throw notFound();
  return { product, facts, amount: scaledDecimal(application.amount, 2), shownSalary: judgedSalary(application, facts) };
}

/** What the clerk reads of one application: the loan, the salary judged, the unit's deductions and the salary left. */
async function pendingOf(db: Db, application: ApplicationRow, today: IsoDate): Promise<PendingCertification> {
  const { product, facts, amount, shownSalary } = await situationOf(db, application, today);
  const quote = quoteLoan({ ...facts, salary: shownSalary }, product, amount, application.installments);
  const paidOff = new Set(quote.payoffs.map((p) => p.contractNo));
  const lines = await deductionLines(db, application.membership_no, today);
  const resend = await findLastResend(db, application.id);
  return {
    application_no: application.application_no,
    membership_no: application.membership_no,
    applicant_name: application.applicant_name,
    product_name: application.product_name,
    amount: baht(amount),
    installments: application.installments,
    installment: baht(quote.schedule.largestPayment),
    submitted_at: new Date(application.submitted_at).toISOString(),
    salary: baht(shownSalary),
    deduction_month: lines[0] ? { year: lines[0].year, month: lines[0].month } : null,
    deductions: lines.map((l) => ({ name: l.item_name, description: l.description, amount: baht(Number(l.amount)), paid_off: l.description !== '' && paidOff.has(l.description) })),
    deductions_total: baht(facts.deductions),
    other_deductions: baht(quote.otherDeductions),
    salary_left: baht(quote.leastSalaryLeft),
    salary_left_floor: baht(quote.salaryLeftFloor),
    resent: resend?.resent_at ? { at: new Date(resend.resent_at).toISOString(), note: resend.resend_note } : null,
  };
}

/** The group's own members' applications waiting for its clerk, oldest first. */
export async function pendingCertifications(context: DomainContext): Promise<PendingCertificationsResponse> {
  const group = memberGroupActor(context);
  const today = thaiToday(context.now().getTime());
  const applications: PendingCertification[] = [];
  for (const application of await listAwaitingCertification(context.db, group)) applications.push(await pendingOf(context.db, application, today));
  return { rc_code: '1' as const, applications };
}

/**
 * The clerk's act on an application waiting for them, in one transaction with its row locked: two clerks at once
 * take turns, and the second finds it no longer waiting. Another group's application answers as not found.
 */
async function actOn<T>(context: DomainContext, applicationNo: string, act: (trx: Db, application: ApplicationRow, unit: string) => Promise<T>): Promise<T> {
  const group = memberGroupActor(context);
  return context.db.transaction().execute(async (trx) => {
    const application = await findGroupApplication(trx, group, applicationNo, true);
    if (!application) throw notFound();
    if (application.status !== 'awaiting_certification' || (await findOpenReturn(trx, application.id))) throw notAwaiting();
    const unit = (await findMemberGroupIdentity(trx, group))?.member_group_name ?? group;
    return act(trx, application, unit);
  });
}

/**
 * The clerk certifies the salary (and, when the unit's figure differs, the month's deductions). Where the figures
 * differ from those judged the rules run again with them and the result is kept for staff; the application moves on
 * to staff, the applicant is told, and the act is audited.
 */
export async function certifySalary(context: DomainContext, body: CertifyBody): Promise<LoanActionResponse> {
  const salary = scaledDecimal(body.salary, 2);
  const deductions = body.deductions === undefined ? null : scaledDecimal(body.deductions, 2);
  const now = context.now();
  const today = thaiToday(now.getTime());
  const failing = await actOn(context, body.application_no, async (trx, application, unit) => {
    const { product, facts, amount, shownSalary } = await situationOf(trx, application, today);
    const differs = salary !== shownSalary || (deductions !== null && deductions !== facts.deductions);
    const certified: LoanFacts = { ...facts, salary, deductions: deductions ?? facts.deductions };
    const quote = differs ? quoteLoan(certified, product, amount, application.installments) : undefined;
    await insertCertification(trx, {
      applicationId: application.id,
      memberGroupNo: memberGroupActor(context),
      outcome: 'certified',
      shownSalary: satangText(shownSalary),
      shownDeductions: satangText(facts.deductions),
      salary: satangText(salary),
      deductions: deductions === null ? null : satangText(deductions),
      note: null,
      verdict: quote ? verdictOf(certified, product, amount, quote) : null,
      at: now,
    });
    await setApplicationStatus(trx, application.id, 'awaiting_decision', now);
    await recordStep(context, trx, application, { kind: 'certified', actor: memberGroupActor(context), params: { who: unit } });
    await recordAudit(
      context,
      { action: 'salary_certification.certify', target: application.application_no, after: { membership_no: application.membership_no, salary: baht(salary), deductions: deductions === null ? null : baht(deductions), rules_met: quote ? quote.mayApply : null } },
      trx,
    );
    return quote?.checks.find((c) => c.status === 'fail');
  });
  return { rc_code: '1' as const, rc_des: failing ? T.certifiedFailing(body.application_no, failing.finding) : T.certified(body.application_no) };
}

/** The clerk returns the application with a note the member reads; it waits until the member sends it back. */
export async function returnForCorrection(context: DomainContext, body: ReturnCertificationBody): Promise<LoanActionResponse> {
  const note = body.note.trim();
  if (note === '') throw new ApiFailure(400, 'NOTE_NEEDED', T.noteNeeded);
  const now = context.now();
  const today = thaiToday(now.getTime());
  await actOn(context, body.application_no, async (trx, application, unit) => {
    const { facts, shownSalary } = await situationOf(trx, application, today);
    await insertCertification(trx, {
      applicationId: application.id,
      memberGroupNo: memberGroupActor(context),
      outcome: 'returned',
      shownSalary: satangText(shownSalary),
      shownDeductions: satangText(facts.deductions),
      salary: null,
      deductions: null,
      note,
      verdict: null,
      at: now,
    });
    await recordStep(context, trx, application, { kind: 'certification_returned', actor: memberGroupActor(context), params: { who: unit, note } });
    await recordAudit(context, { action: 'salary_certification.return', target: application.application_no, after: { membership_no: application.membership_no, note } }, trx);
  });
  return { rc_code: '1' as const, rc_des: T.returned(body.application_no) };
}

/**
 * The member answers a return: documents that replace those of their kind and a word to the clerk, at least one;
 * the application waits for the clerk again. The terms the guarantors signed stay (decision 072); the files are
 * placed only once the change has committed.
 */
export async function resendForCertification(context: DomainContext, body: LoanApplicationResendBody): Promise<LoanActionResponse> {
  const applicant = memberActor(context);
  const note = body.note?.trim() || null;
  const documents = await checkedDocuments(body.documents, false);
  if (documents.length === 0 && note === null) throw new ApiFailure(400, 'RESEND_EMPTY', T.resendEmpty);
  const at = context.now();
  const replaced = await storeAllAfterCommit(context.config.dataDir, pendingFiles(context.config.dataDir, documents), 0o600, () =>
    context.db.transaction().execute(async (trx) => {
      const application = await findOwnApplication(trx, applicant, body.application_no, true);
      if (!application) throw new ApiFailure(404, 'NOT_FOUND', APPLICATION_TEXT.notFound);
      const open = await findOpenReturn(trx, application.id);
      if (application.status !== 'awaiting_certification' || !open) throw new ApiFailure(409, 'NOT_RETURNED', T.notReturned);
      const oldFiles = await deleteDocuments(trx, application.id, documents.map((d) => d.kind));
      await insertDocuments(trx, application.id, documentRecords(documents), at);
      await markResent(trx, open.id, at, note);
      await recordStep(context, trx, application, { kind: 'edited', actor: applicant, params: { note } }, false);
      return oldFiles;
    }),
  );
  await removeDocumentFiles(context.config.dataDir, replaced);
  return { rc_code: '1' as const, rc_des: T.resent };
}
