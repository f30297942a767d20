import {
  type AdminActionResponse,
  type AdminPaymentDecisionBody,
  type AdminPaymentRequestListBody,
  type AdminPaymentRequestListResponse,
  type PaymentServiceRequestBody,
  type PaymentServiceRequestedResponse,
  type PaymentServiceStateResponse,
  THAI_MOBILE,
} from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { type DomainContext, memberActor, staffActor } from '../../domain/context';
import {
  decidePaymentRequest,
  findPaymentRequestForUpdate,
  insertPaymentRequest,
  listMemberRequests,
  listPaymentRequests,
} from './payment-service-queries';
import { findOpenDepositAccount, listOpenDepositAccounts } from '../../db/repositories/deposit-repository';
import { ApiFailure } from '../../http/api-failure';
import { oneMember, publishMemberEvent } from '../../notify/publish-member-event';
import { consolePage, pageInfo } from '../../http/page-query';
import { PAYMENT_SERVICE_TEXT as T } from './payment-service-text';

type RequestRow = Awaited<ReturnType<typeof listMemberRequests>>[number];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const asAnswer = (r: RequestRow) => ({
  ...r,
  status: r.status as 'pending' | 'approved' | 'rejected',
  requested_at: new Date(r.requested_at).toISOString(),
  decided_at: iso(r.decided_at),
});

/** The acting member's open accounts and requests; keyed by the session only. */
export async function memberPaymentServiceState(context: DomainContext): Promise<PaymentServiceStateResponse> {
  const membershipNo = memberActor(context);
  const [accounts, requests] = await Promise.all([listOpenDepositAccounts(context.db, membershipNo), listMemberRequests(context.db, membershipNo)]);
  return { rc_code: '1', accounts, requests: requests.map(asAnswer) };
}

/**
 * The acting member's request: consent given, a mobile number, and one of the member's own open accounts; one
 * pending at a time. The request and its audit row (actor: the member) are written together or not at all.
 */
export async function requestPaymentService(context: DomainContext, body: PaymentServiceRequestBody): Promise<PaymentServiceRequestedResponse> {
  const membershipNo = memberActor(context);
  if (body.consent !== true) throw new ApiFailure(400, 'CONSENT_NEEDED', T.consentNeeded);
  const mobile = body.mobile.replace(/[\s-]/g, '');
  if (!THAI_MOBILE.test(mobile)) throw new ApiFailure(400, 'BAD_MOBILE', T.badMobile);
  const accountNo = body.account_no.trim();
  const account = accountNo === '' ? undefined : await findOpenDepositAccount(context.db, membershipNo, accountNo);
  if (!account) throw new ApiFailure(400, 'NOT_YOUR_ACCOUNT', T.notYourAccount);
  const now = context.now();
  const id = await context.db.transaction().execute(async (trx) => {
    const inserted = await insertPaymentRequest(trx, { membershipNo, accountNo: account.account_no, accountName: account.account_name, mobile, at: now });
    if (inserted === undefined) throw new ApiFailure(400, 'REQUEST_PENDING', T.pendingExists);
    const after = { id: inserted, account_no: account.account_no, mobile, consent: true, status: 'pending' };
    await recordAudit(context, { action: 'payment_service.request', target: membershipNo, after }, trx);
    return inserted;
  });
  return { rc_code: '1', rc_des: T.requested, id };
}

/** One page of the members' requests, newest first, optionally of one status. */
export async function paymentRequestPage({ db }: DomainContext, { status, page }: AdminPaymentRequestListBody): Promise<AdminPaymentRequestListResponse> {
  const at = consolePage(page);
  const { rows, total } = await listPaymentRequests(db, status, at.offset, at.pageSize);
  return {
    rc_code: '1',
    data: rows.map((r) => ({ ...asAnswer(r), membership_no: r.membership_no, member_name: r.member_name, decided_by: r.decided_by })),
    ...pageInfo(at, total),
  };
}

/** Staff approve or reject (a rejection needs a note the member will read); a decided request is never decided again. */
export async function decidePaymentService(context: DomainContext, body: AdminPaymentDecisionBody): Promise<AdminActionResponse> {
  const note = body.note?.trim() || null;
  if (body.decision === 'rejected' && note === null) throw new ApiFailure(400, 'NOTE_NEEDED', T.noteNeeded);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const before = await findPaymentRequestForUpdate(trx, body.id);
    if (!before) throw new ApiFailure(404, 'NO_REQUEST', T.noRequest);
    if (before.status !== 'pending' || !(await decidePaymentRequest(trx, body.id, { status: body.decision, note, by: staffActor(context), at: now }))) {
      throw new ApiFailure(409, 'ALREADY_DECIDED', T.alreadyDecided);
    }
    await recordAudit(
      context,
      {
        action: `payment_service.${body.decision === 'approved' ? 'approve' : 'reject'}`,
        target: before.membership_no,
        before: { id: before.id, account_no: before.account_no, status: before.status, note: before.note },
        after: { id: before.id, account_no: before.account_no, status: body.decision, note },
      },
      trx,
    );
    await publishMemberEvent(
      context,
      { kind: 'payment-service-decided', key: `payment-service-decided:${before.id}`, params: { decision: body.decision, account_no: before.account_no, note } },
      oneMember(trx, before.membership_no),
      trx,
    );
  });
  return { rc_code: '1', rc_des: body.decision === 'approved' ? T.approved : T.rejected };
}
