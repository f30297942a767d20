import {
  type AdminLoanApplication,
  type AdminLoanApplicationResponse,
  type AdminLoanQueueBody,
  type AdminLoanQueueResponse,
  type AdminLoanRoundsResponse,
  type ApplicationDocumentParams,
  type ApplicationNoParam,
  LOAN_APPLICATION_STATUSES,
  type LoanCheck,
  type LoanVerdict,
} from '@coop/contract';
import { thaiToday } from '@coop/thai-format';
import { recordStaffRead } from '../../audit/audit-log';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { consolePage, pageInfo } from '../../http/page-query';
import { baht, scaledDecimal } from '../../loans/loan-arithmetic';
import { productVersion, readLoanFacts } from '../../loans/loan-queries';
import { quoteLoan } from '../../loans/loan-rules';
import { DECISION_TEXT as T } from './decision-text';
import { type ApplicationRow, applicationGuarantors, findApplication } from './loan-application-queries';
import { documentFileName, readDocumentFile } from './loan-documents';
import { documentsWithDates, guarantorNotes, listRounds, productNames, queueCounts, queuePage, staffApplicationFacts, staffEvents } from './staff-queries';

const money = (text: string) => scaledDecimal(text, 2) / 100;
const iso = (d: Date | string) => new Date(d).toISOString();

export async function loanRounds(context: DomainContext): Promise<AdminLoanRoundsResponse> {
  return { rc_code: '1' as const, today: thaiToday(context.now().getTime()), rounds: await listRounds(context.db) };
}

/** A page of the queue under the filters, each status's count under the product and round, and the filters' choices. */
export async function loanQueue(context: DomainContext, body: AdminLoanQueueBody): Promise<AdminLoanQueueResponse> {
  const at = consolePage(body.page);
  const filter = { status: body.status, productId: body.product_id, roundId: body.round_id };
  const [page, counts, products, rounds] = await Promise.all([
    queuePage(context.db, filter, at.offset, at.pageSize),
    queueCounts(context.db, filter),
    productNames(context.db),
    listRounds(context.db),
  ]);
  return {
    rc_code: '1' as const,
    data: page.rows.map((r) => ({ ...r, amount: money(r.amount), submitted_at: iso(r.submitted_at), round_name: r.round_name ?? null })),
    ...pageInfo(at, page.total),
    counts: LOAN_APPLICATION_STATUSES.map((status) => ({ status, count: counts.find((c) => c.status === status)?.count ?? 0 })),
    products,
    rounds: rounds.map((r) => ({ id: r.id, name: r.name })),
  };
}

export async function staffFindApplication(context: DomainContext, applicationNo: string): Promise<ApplicationRow> {
  const application = await findApplication(context.db, applicationNo);
  if (!application) throw new ApiFailure(404, 'NOT_FOUND', T.notFound);
  return application;
}

/** The verdict stored at submission, in the shape staff read it. */
function verdictAtSubmission(application: ApplicationRow): LoanVerdict {
  const v = application.verdict as { judged_on?: string; may_apply?: boolean; largest_amount?: number; installment?: number; checks?: LoanCheck[] };
  return { judged_on: v.judged_on ?? '', may_apply: v.may_apply ?? false, largest_amount: v.largest_amount ?? 0, installment: v.installment ?? 0, checks: v.checks ?? [] };
}

/** The terms asked judged again today, by the version the application was judged by and the member's figures now. */
async function verdictNow(context: DomainContext, application: ApplicationRow): Promise<LoanVerdict | null> {
  const [facts, product] = await Promise.all([readLoanFacts(context.db, application.membership_no, thaiToday(context.now().getTime())), productVersion(context.db, application.version_id)]);
  if (!facts || !product) return null;
  const quote = quoteLoan(facts, product, scaledDecimal(application.amount, 2), application.installments);
  return { judged_on: facts.today, may_apply: quote.mayApply, largest_amount: baht(quote.largestAmount), installment: baht(quote.schedule.installment), checks: quote.checks };
}

type EventParams = { who?: string; note?: string | null };

/** Everything staff read before deciding: the rules then and now, documents, guarantors, the clerk's certificate, the timeline. */
export async function staffLoanApplication(context: DomainContext, params: ApplicationNoParam): Promise<AdminLoanApplicationResponse> {
  const a = await staffFindApplication(context, params.application_no);
  const [facts, now, guarantors, notes, documents, events] = await Promise.all([
    staffApplicationFacts(context.db, a.id),
    verdictNow(context, a),
    applicationGuarantors(context.db, a.id),
    guarantorNotes(context.db, a.id),
    documentsWithDates(context.db, a.id),
    staffEvents(context.db, a.id),
  ]);
  const timeline = events.map((e) => {
    const p = e.params as EventParams;
    return { kind: e.kind, at: iso(e.at), actor: e.actor, who: p.who || null, note: p.note || null };
  });
  const application: AdminLoanApplication = {
    application_no: a.application_no,
    membership_no: a.membership_no,
    member_name: a.applicant_name,
    member_group: facts.member_group,
    salary: money(facts.salary),
    product_id: a.product_id,
    product_name: a.product_name,
    loan_type_code: facts.loan_type_code,
    amount: money(a.amount),
    installments: a.installments,
    purpose: a.purpose,
    payout: { kind: a.payout_kind, account_no: a.payout_account_no, bank_name: a.payout_bank_name, account_name: a.payout_account_name },
    status: a.status,
    submitted_at: iso(a.submitted_at),
    round: (facts.round as AdminLoanApplication['round']) ?? null,
    approved_amount: facts.approved_amount === null ? null : money(facts.approved_amount),
    approved_installments: facts.approved_installments,
    decided_by: facts.decided_by,
    decided_at: facts.decided_at && iso(facts.decided_at),
    paid_out_contract_no: facts.paid_out_contract_no,
    at_submission: verdictAtSubmission(a),
    now,
    guarantors: guarantors
      .filter((g) => g.status !== 'withdrawn')
      .map((g) => ({ membership_no: g.guarantor_no, name: g.name, amount: money(g.amount), status: g.status, answered_at: g.answered_at && iso(g.answered_at), note: notes.find((n) => n.id === g.id)?.note ?? null })),
    documents: documents.map((d) => ({ kind: d.kind, original_name: d.original_name, media_type: d.media_type, size: d.size, uploaded_at: iso(d.uploaded_at) })),
    certificate: timeline.flatMap((e) => (e.kind === 'certified' || e.kind === 'certification_returned' ? [{ kind: e.kind, at: e.at, actor: e.actor, note: e.note }] : [])),
    timeline,
    actions: { approve: a.status === 'awaiting_decision', request_documents: a.status === 'awaiting_decision', reject: a.status === 'awaiting_decision' || a.status === 'documents_requested' },
  };
  // the applicant's and the guarantors' personal data: each of them is told in their access list (decision 078)
  await recordStaffRead(
    context,
    { action: 'loan_application.view', target: a.application_no, after: { membership_no: a.membership_no } },
    { kind: 'loan-application', membershipNos: [a.membership_no, ...application.guarantors.map((g) => g.membership_no)] },
  );
  return { rc_code: '1' as const, application };
}

/** One document of any application, for staff deciding it; each opening is audited (a member's papers). */
export async function staffLoanDocument(context: DomainContext, params: ApplicationDocumentParams): Promise<{ bytes: Buffer; mediaType: string; fileName: string }> {
  const application = await staffFindApplication(context, params.application_no);
  const document = (await documentsWithDates(context.db, application.id)).find((d) => d.kind === params.kind);
  const bytes = document && (await readDocumentFile(context.config.dataDir, document.file_name));
  if (!document || !bytes) throw new ApiFailure(404, 'NOT_FOUND', T.documentNotFound);
  await recordStaffRead(
    context,
    { action: 'loan_application.document_open', target: application.application_no, after: { membership_no: application.membership_no, kind: params.kind, name: document.original_name } },
    { kind: 'loan-document', membershipNos: [application.membership_no] },
  );
  return { bytes, mediaType: document.media_type, fileName: documentFileName(params.application_no, params.kind, document.media_type) };
}
