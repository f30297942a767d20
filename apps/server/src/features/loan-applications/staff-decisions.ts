import {
  type AdminLoanApproveBody,
  type AdminLoanNoteBody,
  type AdminLoanRoundBody,
  type AdminSavedResponse,
  LOAN_STATUS_STAFF_NAMES,
  type LoanActionResponse,
  type LoanApplicationStatus,
} from '@coop/contract';
import { thaiToday } from '@coop/thai-format';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { type DomainContext, staffActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { baht, scaledDecimal } from '../../loans/loan-arithmetic';
import { productVersion, readLoanFacts } from '../../loans/loan-queries';
import { quoteLoan } from '../../loans/loan-rules';
import { recordStep, type Step } from './application-steps';
import { DECISION_TEXT as T } from './decision-text';
import { type ApplicationRow, findApplication } from './loan-application-queries';
import { insertRound, lastCutoff, recordDecision } from './staff-queries';

/**
 * A new approval round. Its cut-off is not past and comes after every other round's, so the rounds follow one
 * another and an application, once in a round, stays in it; the committee meets on or after the cut-off.
 */
export async function addLoanRound(context: DomainContext, body: AdminLoanRoundBody): Promise<AdminSavedResponse> {
  if (body.cutoff_date < thaiToday(context.now().getTime())) throw new ApiFailure(400, 'ROUND_PAST', T.roundPast);
  if (body.committee_date < body.cutoff_date) throw new ApiFailure(400, 'COMMITTEE_BEFORE_CUTOFF', T.committeeBeforeCutoff);
  const name = body.name.trim();
  const id = await context.db.transaction().execute(async (trx) => {
    const last = await lastCutoff(trx);
    if (last !== null && body.cutoff_date <= last) throw new ApiFailure(409, 'ROUND_ORDER', T.roundOrder(last));
    const made = await insertRound(trx, { name, cutoffDate: body.cutoff_date, committeeDate: body.committee_date, by: staffActor(context), at: context.now() });
    await recordAudit(context, { action: 'loan_application.round_add', target: String(made), after: { name, cutoff_date: body.cutoff_date, committee_date: body.committee_date } }, trx);
    return made;
  });
  return { rc_code: '1' as const, rc_des: T.roundAdded(name), id };
}

type Decision = 'approve' | 'request_documents' | 'reject';

/** The statuses a decision may be taken from: an approval or a request only while waiting, a rejection also while a document is awaited. */
const DECIDABLE: Record<Decision, readonly LoanApplicationStatus[]> = {
  approve: ['awaiting_decision'],
  request_documents: ['awaiting_decision'],
  reject: ['awaiting_decision', 'documents_requested'],
};

/**
 * One decision in one transaction: the application's row locked, its status checked (two staff users deciding at
 * once: the second waits, finds it decided, and is refused in Thai), the change, its audit row and the member's
 * timeline step and message, all or nothing.
 */
async function decide(
  context: DomainContext,
  applicationNo: string,
  decision: Decision,
  change: (trx: Db, application: ApplicationRow) => Promise<{ step: Omit<Step, 'actor'>; audit: Record<string, unknown> }>,
): Promise<void> {
  const staff = staffActor(context);
  await context.db.transaction().execute(async (trx) => {
    const application = await findApplication(trx, applicationNo, true);
    if (!application) throw new ApiFailure(404, 'NOT_FOUND', T.notFound);
    if (!DECIDABLE[decision].includes(application.status)) throw new ApiFailure(409, 'ALREADY_DECIDED', T.notDecidable(LOAN_STATUS_STAFF_NAMES[application.status]));
    const { step, audit } = await change(trx, application);
    await recordAudit(
      context,
      { action: `loan_application.${decision}`, target: application.application_no, before: { status: application.status }, after: { membership_no: application.membership_no, ...audit } },
      trx,
    );
    await recordStep(context, trx, application, { ...step, actor: staff });
  });
}

/**
 * Approves the terms asked, or fewer baht or installments: then the member is offered them and accepts or declines.
 * The terms approved are judged again by the application's version and the member's figures today; a rule they fail
 * is refused with its finding, so the committee never approves what the rules forbid.
 */
export async function approveApplication(context: DomainContext, body: AdminLoanApproveBody): Promise<LoanActionResponse> {
  const amount = scaledDecimal(body.amount, 2);
  const note = body.note?.trim();
  let offered = false;
  await decide(context, body.application_no, 'approve', async (trx, application) => {
    const asked = scaledDecimal(application.amount, 2);
    if (amount > asked) throw new ApiFailure(400, 'OVER_ASKED', T.amountAbove(baht(asked)));
    if (body.installments > application.installments) throw new ApiFailure(400, 'OVER_ASKED', T.installmentsAbove(application.installments));
    const [product, facts] = await Promise.all([productVersion(trx, application.version_id), readLoanFacts(trx, application.membership_no, thaiToday(context.now().getTime()))]);
    if (!product || !facts) throw new ApiFailure(400, 'NO_MEMBER', T.noMember);
    const failing = quoteLoan(facts, product, amount, body.installments).checks.find((c) => c.status === 'fail');
    if (failing) throw new ApiFailure(400, 'RULES_NOT_MET', T.rulesNotMet(`${failing.finding}${failing.fix ? ` (${failing.fix})` : ''}`));
    offered = amount < asked || body.installments < application.installments;
    const at = context.now();
    const status = offered ? 'offer_pending' : 'approved';
    await recordDecision(trx, application.id, { status, by: staffActor(context), at, amount: (amount / 100).toFixed(2), installments: body.installments, ...(offered ? {} : { approvedAt: at }) });
    const words = offered ? T.offerNote : T.approvedNote;
    return {
      step: { kind: 'approved', params: { note: words(baht(amount), body.installments, note) } },
      audit: { status, approved_amount: baht(amount), approved_installments: body.installments, note: note ?? null },
    };
  });
  return { rc_code: '1' as const, rc_des: offered ? T.offered(body.application_no) : T.approved(body.application_no) };
}

/** Asks the member for a document, in words they read; the application waits for it. */
export async function requestDocuments(context: DomainContext, body: AdminLoanNoteBody): Promise<LoanActionResponse> {
  const note = body.note.trim();
  await decide(context, body.application_no, 'request_documents', async (trx, application) => {
    await recordDecision(trx, application.id, { status: 'documents_requested', by: staffActor(context), at: context.now() });
    return { step: { kind: 'documents_requested', params: { note } }, audit: { status: 'documents_requested', note } };
  });
  return { rc_code: '1' as const, rc_des: T.documentsRequested(body.application_no) };
}

/** Rejects with the reason the member reads. */
export async function rejectApplication(context: DomainContext, body: AdminLoanNoteBody): Promise<LoanActionResponse> {
  const note = body.note.trim();
  await decide(context, body.application_no, 'reject', async (trx, application) => {
    await recordDecision(trx, application.id, { status: 'rejected', by: staffActor(context), at: context.now() });
    return { step: { kind: 'rejected', params: { note } }, audit: { status: 'rejected', note } };
  });
  return { rc_code: '1' as const, rc_des: T.rejected(body.application_no) };
}
