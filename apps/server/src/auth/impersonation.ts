import {
  type AdminActionResponse,
  countLetters,
  IMPERSONATION_MINUTES,
  IMPERSONATION_REASON_MIN,
  type ImpersonateBody,
  type ImpersonationSessionResponse,
  padMembershipNo,
} from '@coop/contract';
import { recordAudit, recordStaffRead } from '../audit/audit-log';
import { type DomainContext, staffActor } from '../domain/context';
import { LOGIN_SUCCESS_MESSAGE } from './auth-messages';
import { issueSession, revokeImpersonationsBy } from './sessions';
import { deletePendingImpersonation, savePendingImpersonation, takePendingImpersonation } from '../db/repositories/pending-impersonation-repository';
import { findMemberIdentity } from '../db/repositories/member-repository';
import { findStaffIdentity } from '../db/repositories/staff-user-repository';
import { ApiFailure } from '../http/api-failure';
import { SUPPORT_TEXT } from './support-text';

const MINUTE = 60_000;
/** Between the console's POST and the member page's GET: a page load, not a time to walk away. */
const PENDING_TTL_MS = 2 * MINUTE;

/**
 * The acting support user asks to see a member's view, saying why. Nothing opens yet: the request waits, for this
 * staff user only, for `/member/impersonate` to fetch the session (spec 6, 7), so no member token ever travels in a URL.
 */
export async function requestImpersonation(context: DomainContext, body: ImpersonateBody): Promise<AdminActionResponse> {
  const membershipNo = padMembershipNo(body.membership_no);
  const reason = body.reason.trim();
  if (countLetters(reason) < IMPERSONATION_REASON_MIN) throw new ApiFailure(400, 'REASON_REQUIRED', SUPPORT_TEXT.reasonNeeded(IMPERSONATION_REASON_MIN));
  if (!(await findMemberIdentity(context.db, membershipNo))) throw new ApiFailure(404, 'NO_MEMBER', SUPPORT_TEXT.noMember);
  const now = context.now();
  await savePendingImpersonation(context.db, {
    staffUsername: staffActor(context),
    membershipNo,
    reason,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
  });
  await recordAudit(context, { action: 'impersonation.request', target: membershipNo, after: { reason } });
  return { rc_code: '1', rc_des: SUPPORT_TEXT.impersonationReady };
}

/**
 * `GET /admin/impersonate/auth/member`: spends the acting staff user's pending request and opens a member session
 * that names the staff user and the reason and ends within 30 minutes however busy; answered as the member login's
 * response, which the web stores as `user`.
 */
export async function openImpersonation(context: DomainContext): Promise<ImpersonationSessionResponse> {
  const { db } = context;
  const now = context.now();
  const by = staffActor(context);
  const pending = await takePendingImpersonation(db, by, now);
  const member = pending && (await findMemberIdentity(db, pending.membership_no));
  if (!pending || !member) throw new ApiFailure(404, 'NO_PENDING_IMPERSONATION', SUPPORT_TEXT.noPendingImpersonation);
  const staff = await findStaffIdentity(db, by);
  const session = await issueSession(db, now, {
    kind: 'member',
    subject: pending.membership_no,
    remember: false,
    ip: context.client?.address ?? '',
    userAgent: context.client?.userAgent ?? '',
    maxTtlMs: IMPERSONATION_MINUTES * MINUTE,
    impersonation: { by, reason: pending.reason },
  });
  const endsAt = session.expiresAt.toISOString();
  await recordStaffRead(
    context,
    { action: 'impersonation.start', target: pending.membership_no, after: { reason: pending.reason, ends_at: endsAt } },
    { kind: 'impersonation', membershipNos: [pending.membership_no], detail: pending.reason },
  );
  return {
    rc_code: '1',
    rc_des: LOGIN_SUCCESS_MESSAGE,
    token: session.token,
    expires_at: endsAt,
    user: member,
    impersonation: { by, by_name: staff?.display_name ?? by, reason: pending.reason, ends_at: endsAt },
  };
}

/** Why a staff user's impersonations ended before their time, as their audit rows say. */
export type ImpersonationEndCause = 'staff_logout' | 'staff_disabled' | 'staff_role_changed' | 'staff_second_factor_reset';

/**
 * An impersonation lasts no longer than its staff user's standing (issue 22 item 6, decision 038): when they log out,
 * are disabled, change role or lose their second factor, every member session they opened ends in every process,
 * and a request not yet opened is dropped. Each end is audited as the banner's end button is: by that staff user,
 * with the cause, from where the change was made.
 */
export async function endImpersonationsBy(context: DomainContext, staffUsername: string, cause: ImpersonationEndCause): Promise<void> {
  const asImpersonator: DomainContext = { ...context, actor: { kind: 'staff', username: staffUsername } };
  await revokeImpersonationsBy(context.db, context.sessionCache, staffUsername, async (trx, membershipNos) => {
    await deletePendingImpersonation(trx, staffUsername);
    for (const no of membershipNos) {
      await recordAudit(asImpersonator, { action: 'impersonation.end', target: no, after: { cause } }, trx);
    }
  });
}
