import { randomBytes } from 'node:crypto';
import { type AdminActionResponse, type MemberNoBody, padMembershipNo } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { hashPassword } from '../../auth/password';
import { revokeAllSessions } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { deleteThrottlesOfAccount } from '../../db/repositories/login-throttle-repository';
import { findPasswordChangedAt, updatePasswordHash } from '../../db/repositories/member-account-repository';
import { findMemberIdentity } from '../../db/repositories/member-repository';
import { deleteAllPasskeys } from '../../db/repositories/passkey-repository';
import { listLiveSessionsOf } from '../../db/repositories/session-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { liveLocksOf } from './member-portal-status';
import { MEMBER_THROTTLE_AREAS } from './member-throttle-areas';
import { SUPPORT_TEXT } from '../../auth/support-text';

/** The member's number as stored, once known to be a member's; an unknown number is a Thai 404. */
async function knownMember(db: Db, body: MemberNoBody): Promise<string> {
  const membershipNo = padMembershipNo(body.membership_no);
  if (!(await findMemberIdentity(db, membershipNo))) throw new ApiFailure(404, 'NO_MEMBER', SUPPORT_TEXT.noMember);
  return membershipNo;
}

/** Clears the member's counts and locks at every member flow, from every address; the lock history stays. Audited with before and after. */
export async function unlockMember(context: DomainContext, body: MemberNoBody): Promise<AdminActionResponse> {
  const membershipNo = await knownMember(context.db, body);
  const before = await liveLocksOf(context.db, membershipNo, context.now());
  await deleteThrottlesOfAccount(context.db, MEMBER_THROTTLE_AREAS, membershipNo);
  await recordAudit(context, { action: 'member.unlock', target: membershipNo, before: { locks: before }, after: { locks: [] } });
  return { rc_code: '1', rc_des: SUPPORT_TEXT.unlocked };
}

/** Ends every session of the member in every process (a lost phone, a shared computer), impersonations included. */
export async function endMemberSessions(context: DomainContext, body: MemberNoBody): Promise<AdminActionResponse> {
  const membershipNo = await knownMember(context.db, body);
  const live = await listLiveSessionsOf(context.db, 'member', membershipNo, context.now());
  await revokeAllSessions(context.db, context.sessionCache, 'member', membershipNo);
  await recordAudit(context, { action: 'member.end_sessions', target: membershipNo, before: { sessions: live.length }, after: { sessions: 0 } });
  return { rc_code: '1', rc_des: SUPPORT_TEXT.sessionsEnded };
}

/**
 * Forces a new password (decision 031): the password becomes the hash of a random secret nobody is told, so the
 * account stays registered and the member sets a new one at /member/forget by proof of identity; every session and
 * every passkey ends.
 */
export async function forcePasswordReset(context: DomainContext, body: MemberNoBody): Promise<AdminActionResponse> {
  const membershipNo = await knownMember(context.db, body);
  const account = await findPasswordChangedAt(context.db, membershipNo);
  if (!account) throw new ApiFailure(400, 'NOT_REGISTERED', SUPPORT_TEXT.notRegistered);
  const now = context.now();
  await updatePasswordHash(context.db, membershipNo, await hashPassword(randomBytes(32).toString('base64url')), now);
  // an account taken back keeps no way in that whoever took it may have added (decision 074)
  const passkeys = await deleteAllPasskeys(context.db, { kind: 'member', membershipNo });
  await revokeAllSessions(context.db, context.sessionCache, 'member', membershipNo);
  await recordAudit(context, {
    action: 'member.force_password_reset',
    target: membershipNo,
    before: { password_changed_at: account.password_changed_at.toISOString(), passkeys },
    after: { password_changed_at: now.toISOString(), sessions: 0, passkeys: 0 },
  });
  return { rc_code: '1', rc_des: SUPPORT_TEXT.resetForced };
}
