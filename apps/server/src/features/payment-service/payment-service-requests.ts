import type { AdminPaymentDecisionBody, PaymentServiceRequestBody, PaymentServiceStateResponse } from '@coop/contract';
import { THAI_MOBILE } from '@coop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditStaff } from '../../audit/audit-log';
import { appendAudit } from '../../db/repositories/audit-log-repository';
import {
  decidePaymentRequest,
  findOpenDepositAccount,
  findPaymentRequestForUpdate,
  insertPaymentRequest,
  listMemberRequests,
  listOpenDepositAccounts,
} from './payment-service-queries';
import { ApiFailure } from '../../http/api-failure';
import { PAYMENT_SERVICE_TEXT as T } from './payment-service-text';

type RequestRow = Awaited<ReturnType<typeof listMemberRequests>>[number];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const asAnswer = (r: RequestRow) => ({
  ...r,
  status: r.status as 'pending' | 'approved' | 'rejected',
  requested_at: new Date(r.requested_at).toISOString(),
  decided_at: iso(r.decided_at),
});
export { asAnswer as paymentRequestAnswer };

/** The session member's open accounts and requests; keyed by the session only. */
export async function memberPaymentServiceState(app: FastifyInstance, membershipNo: string): Promise<PaymentServiceStateResponse> {
  const [accounts, requests] = await Promise.all([listOpenDepositAccounts(app.db, membershipNo), listMemberRequests(app.db, membershipNo)]);
  return { rc_code: '1', accounts, requests: requests.map(asAnswer) };
}

/**
 * A member's request: consent given, a mobile number, and one of the member's own open accounts; one pending at a
 * time. The request and its audit row (actor: the member) are written together or not at all.
 */
export async function requestPaymentService(app: FastifyInstance, request: FastifyRequest, body: PaymentServiceRequestBody): Promise<number> {
  const membershipNo = request.member.membershipNo;
  if (body.consent !== true) throw new ApiFailure(400, 'CONSENT_NEEDED', T.consentNeeded);
  const mobile = body.mobile.replace(/[\s-]/g, '');
  if (!THAI_MOBILE.test(mobile)) throw new ApiFailure(400, 'BAD_MOBILE', T.badMobile);
  const accountNo = body.account_no.trim();
  const account = accountNo === '' ? undefined : await findOpenDepositAccount(app.db, membershipNo, accountNo);
  if (!account) throw new ApiFailure(400, 'NOT_YOUR_ACCOUNT', T.notYourAccount);
  const now = app.now();
  return app.db.transaction().execute(async (trx) => {
    const id = await insertPaymentRequest(trx, { membershipNo, accountNo: account.account_no, accountName: account.account_name, mobile, at: now });
    if (id === undefined) throw new ApiFailure(400, 'REQUEST_PENDING', T.pendingExists);
    await appendAudit(trx, {
      at: now,
      actorKind: 'member',
      actor: membershipNo,
      action: 'payment_service.request',
      target: membershipNo,
      after: { id, account_no: account.account_no, mobile, consent: true, status: 'pending' },
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    return id;
  });
}

/** Staff approve or reject (a rejection needs a note the member will read); a decided request is never decided again. */
export async function decidePaymentService(app: FastifyInstance, request: FastifyRequest, body: AdminPaymentDecisionBody): Promise<string> {
  const note = body.note?.trim() || null;
  if (body.decision === 'rejected' && note === null) throw new ApiFailure(400, 'NOTE_NEEDED', T.noteNeeded);
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    const before = await findPaymentRequestForUpdate(trx, body.id);
    if (!before) throw new ApiFailure(404, 'NO_REQUEST', T.noRequest);
    if (before.status !== 'pending' || !(await decidePaymentRequest(trx, body.id, { status: body.decision, note, by: request.staff.username, at: now }))) {
      throw new ApiFailure(409, 'ALREADY_DECIDED', T.alreadyDecided);
    }
    await auditStaff(trx, now, request, {
      actor: request.staff.username,
      action: `payment_service.${body.decision === 'approved' ? 'approve' : 'reject'}`,
      target: before.membership_no,
      before: { id: before.id, account_no: before.account_no, status: before.status, note: before.note },
      after: { id: before.id, account_no: before.account_no, status: body.decision, note },
    });
  });
  return body.decision === 'approved' ? T.approved : T.rejected;
}
