import type {
  ApplicationDocumentParams,
  ApplicationNoParam,
  LoanApplicationDetail,
  LoanApplicationListResponse,
  LoanApplicationResponse,
  LoanApplicationSummary,
  LoanApplicationStatus,
  TimelineStep,
} from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { scaledDecimal } from '../../loans/loan-arithmetic';
import { maskMemberName } from '../../text/mask-member-name';
import {
  type ApplicationRow,
  applicationDocuments,
  applicationEvents,
  applicationGuarantors,
  CANCELLABLE_STATUSES,
  ENDED_STATUSES,
  findOwnApplication,
  listGuaranteeRequests,
  listOwnApplications,
} from './loan-application-queries';
import { listOpenDepositAccounts } from '../../db/repositories/deposit-repository';
import { APPLICATION_TEXT as T } from './loan-application-text';
import { findOpenReturn } from './certification-queries';
import { documentFileName, readDocumentFile } from './loan-documents';

const money = (text: string) => scaledDecimal(text, 2) / 100;
const iso = (d: Date | string) => new Date(d).toISOString();

const summaryOf = (a: ApplicationRow): LoanApplicationSummary => ({
  application_no: a.application_no,
  product_name: a.product_name,
  amount: money(a.amount),
  installments: a.installments,
  status: a.status,
  submitted_at: iso(a.submitted_at),
});

/** The steps after the guarantors' that an application at this status has still to pass (the clerk's where the product asks). */
function stepsToCome(status: LoanApplicationStatus, salaryCertificate: boolean): TimelineStep['kind'][] {
  if (ENDED_STATUSES.includes(status)) return [];
  const after: TimelineStep['kind'][] = [];
  if ((status === 'awaiting_guarantors' && salaryCertificate) || status === 'awaiting_certification') after.push('pending_certification');
  if (status !== 'approved' && status !== 'offer_pending') after.push('pending_decision');
  after.push('pending_payout');
  return after;
}

/** The member's applications and the guarantees asked of them, newest first, and the accounts a loan may be paid into. */
export async function memberLoanApplications(context: DomainContext): Promise<LoanApplicationListResponse> {
  const membershipNo = memberActor(context);
  const [applications, requests, accounts] = await Promise.all([
    listOwnApplications(context.db, membershipNo),
    listGuaranteeRequests(context.db, membershipNo),
    listOpenDepositAccounts(context.db, membershipNo),
  ]);
  return {
    rc_code: '1' as const,
    applications: applications.map(summaryOf),
    deposit_accounts: accounts,
    guarantee_requests: requests.map((r) => ({ ...r, amount: money(r.amount), asked_at: iso(r.asked_at) })),
  };
}

/**
 * One application of the acting member with its timeline: what has happened, each guarantor still to answer, and the
 * steps still to come. Another member's application answers as one that does not exist.
 */
export async function memberLoanApplication(context: DomainContext, params: ApplicationNoParam): Promise<LoanApplicationResponse> {
  const application = await findOwnApplication(context.db, memberActor(context), params.application_no);
  if (!application) throw new ApiFailure(404, 'NOT_FOUND', T.notFound);
  const [guarantors, documents, events, openReturn] = await Promise.all([
    applicationGuarantors(context.db, application.id),
    applicationDocuments(context.db, application.id),
    applicationEvents(context.db, application.id),
    findOpenReturn(context.db, application.id),
  ]);
  const shown = guarantors.filter((g) => g.status !== 'withdrawn');
  const past: TimelineStep[] = events.map((e) => {
    const p = e.params as { who?: string; note?: string | null };
    return { kind: e.kind as TimelineStep['kind'], at: iso(e.at), who: p.who || null, note: p.note || null };
  });
  const waiting: TimelineStep[] = ENDED_STATUSES.includes(application.status)
    ? []
    : shown.filter((g) => g.status === 'pending').map((g) => ({ kind: 'pending_guarantor' as const, at: null, who: maskMemberName(g.name), note: null }));
  const lastRequest = events.findLast((e) => e.kind === 'documents_requested');
  const detail: LoanApplicationDetail = {
    ...summaryOf(application),
    product_id: application.product_id,
    purpose: application.purpose,
    payout: {
      kind: application.payout_kind as 'deposit' | 'bank',
      account_no: application.payout_account_no,
      bank_name: application.payout_bank_name,
      account_name: application.payout_account_name,
    },
    guarantors: shown.map((g) => ({
      membership_no: g.guarantor_no,
      name: maskMemberName(g.name),
      amount: money(g.amount),
      status: g.status,
      answered_at: g.answered_at && iso(g.answered_at),
    })),
    guarantors_required: (application.verdict as { guarantors_required?: number }).guarantors_required ?? 0,
    documents: documents.map((d) => ({ kind: d.kind as LoanApplicationDetail['documents'][number]['kind'], original_name: d.original_name, media_type: d.media_type, size: d.size })),
    offer: application.approved_amount === null || application.approved_installments === null ? null : { amount: money(application.approved_amount), installments: application.approved_installments },
    requested: application.status === 'documents_requested' ? ((lastRequest?.params as { note?: string } | undefined)?.note ?? null) : null,
    editable: application.status === 'awaiting_guarantors' && !guarantors.some((g) => g.status === 'accepted'),
    cancellable: CANCELLABLE_STATUSES.includes(application.status),
    resendable: application.status === 'awaiting_certification' && openReturn !== undefined,
    timeline: [...past, ...waiting, ...stepsToCome(application.status, application.salary_certificate).map((kind) => ({ kind, at: null, who: null, note: null }))],
  };
  return { rc_code: '1' as const, application: detail };
}

/** One document of the acting member's own application, as stored; another member's answers as missing. */
export async function memberLoanDocument(context: DomainContext, params: ApplicationDocumentParams): Promise<{ bytes: Buffer; mediaType: string; fileName: string }> {
  const application = await findOwnApplication(context.db, memberActor(context), params.application_no);
  const document = application && (await applicationDocuments(context.db, application.id)).find((d) => d.kind === params.kind);
  const bytes = document && (await readDocumentFile(context.config.dataDir, document.file_name));
  if (!document || !bytes) throw new ApiFailure(404, 'NOT_FOUND', T.documentNotFound);
  return { bytes, mediaType: document.media_type, fileName: documentFileName(params.application_no, params.kind, document.media_type) };
}
