import { countLetters, IMPERSONATION_MINUTES, IMPERSONATION_REASON_MIN, type ImpersonationSessionResponse } from '@coop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditStaff } from '../audit/audit-log';
import { LOGIN_SUCCESS_MESSAGE } from './auth-messages';
import { issueSession, revokeImpersonationsBy } from './sessions';
import { deletePendingImpersonation, savePendingImpersonation, takePendingImpersonation } from '../db/repositories/pending-impersonation-repository';
import { findMemberIdentity } from '../db/repositories/member-repository';
import { ApiFailure } from '../http/api-failure';
import { SUPPORT_TEXT } from './support-text';

const MINUTE = 60_000;
/** Between the console's POST and the member page's GET: a page load, not a time to walk away. */
const PENDING_TTL_MS = 2 * MINUTE;

/**
 * A support user asks to see a member's view, saying why. Nothing opens yet: the request waits, for this staff user
 * only, for `/member/impersonate` to fetch the session (spec 6, 7), so no member token ever travels in a URL.
 */
export async function requestImpersonation(app: FastifyInstance, request: FastifyRequest, membershipNo: string, reasonTyped: string): Promise<void> {
  const reason = reasonTyped.trim();
  if (countLetters(reason) < IMPERSONATION_REASON_MIN) throw new ApiFailure(400, 'REASON_REQUIRED', SUPPORT_TEXT.reasonNeeded(IMPERSONATION_REASON_MIN));
  if (!(await findMemberIdentity(app.db, membershipNo))) throw new ApiFailure(404, 'NO_MEMBER', SUPPORT_TEXT.noMember);
  const now = app.now();
  const by = request.staff.username;
  await savePendingImpersonation(app.db, { staffUsername: by, membershipNo, reason, createdAt: now, expiresAt: new Date(now.getTime() + PENDING_TTL_MS) });
  await auditStaff(app.db, now, request, { actor: by, action: 'impersonation.request', target: membershipNo, after: { reason } });
}

/**
 * `GET /admin/impersonate/auth/member`: spends the staff user's pending request and opens a member session that
 * names the staff user and the reason and ends within 30 minutes however busy; answered as the member login's
 * response, which the web stores as `user`.
 */
export async function openImpersonation(app: FastifyInstance, request: FastifyRequest): Promise<ImpersonationSessionResponse> {
  const { db } = app;
  const now = app.now();
  const staff = request.staff;
  const pending = await takePendingImpersonation(db, staff.username, now);
  const member = pending && (await findMemberIdentity(db, pending.membership_no));
  if (!pending || !member) throw new ApiFailure(404, 'NO_PENDING_IMPERSONATION', SUPPORT_TEXT.noPendingImpersonation);
  const session = await issueSession(db, now, {
    kind: 'member',
    subject: pending.membership_no,
    remember: false,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    maxTtlMs: IMPERSONATION_MINUTES * MINUTE,
    impersonation: { by: staff.username, reason: pending.reason },
  });
  const endsAt = session.expiresAt.toISOString();
  await auditStaff(db, now, request, {
    actor: staff.username,
    action: 'impersonation.start',
    target: pending.membership_no,
    after: { reason: pending.reason, ends_at: endsAt },
  });
  return {
    rc_code: '1',
    rc_des: LOGIN_SUCCESS_MESSAGE,
    token: session.token,
    expires_at: endsAt,
    user: member,
    impersonation: { by: staff.username, by_name: staff.displayName, reason: pending.reason, ends_at: endsAt },
  };
}

/** Why a staff user's impersonations ended before their time, as their audit rows say. */
export type ImpersonationEndCause = 'staff_logout' | 'staff_disabled' | 'staff_role_changed' | 'staff_second_factor_reset';

/**
 * An impersonation lasts no longer than its staff user's standing (issue 22 item 6, decision 038): when they log out,
 * are disabled, change role or lose their second factor, every member session they opened ends in every process,
 * and a request not yet opened is dropped. Each end is audited as the banner's end button is, with the cause.
 */
export async function endImpersonationsBy(app: FastifyInstance, request: FastifyRequest, staffUsername: string, cause: ImpersonationEndCause): Promise<void> {
  const now = app.now();
  await revokeImpersonationsBy(app.db, app.sessionCache, staffUsername, async (trx, membershipNos) => {
    await deletePendingImpersonation(trx, staffUsername);
    for (const no of membershipNos) {
      await auditStaff(trx, now, request, { actor: staffUsername, action: 'impersonation.end', target: no, after: { cause } });
    }
  });
}
