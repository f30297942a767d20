import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditStaff } from '../../audit/audit-log';
import { hashPassword } from '../../auth/password';
import { revokeAllSessions } from '../../auth/sessions';
import { deleteThrottlesOfAccount } from '../../db/repositories/login-throttle-repository';
import { findPasswordChangedAt, updatePasswordHash } from '../../db/repositories/member-account-repository';
import { findMemberIdentity } from '../../db/repositories/member-repository';
import { listLiveSessionsOf } from '../../db/repositories/session-repository';
import { ApiFailure } from '../../http/api-failure';
import { liveLocksOf } from './member-portal-status';
import { MEMBER_THROTTLE_AREAS } from './member-throttle-areas';
import { SUPPORT_TEXT } from '../../auth/support-text';

async function requireMember(app: FastifyInstance, membershipNo: string): Promise<void> {
  if (!(await findMemberIdentity(app.db, membershipNo))) throw new ApiFailure(404, 'NO_MEMBER', SUPPORT_TEXT.noMember);
}

/** Clears the member's counts and locks at every member flow, from every address; the lock history stays. */
export async function unlockMember(app: FastifyInstance, request: FastifyRequest, membershipNo: string): Promise<void> {
  await requireMember(app, membershipNo);
  const now = app.now();
  const before = await liveLocksOf(app.db, membershipNo, now);
  await deleteThrottlesOfAccount(app.db, MEMBER_THROTTLE_AREAS, membershipNo);
  await auditStaff(app.db, now, request, { actor: request.staff.username, action: 'member.unlock', target: membershipNo, before: { locks: before }, after: { locks: [] } });
}

/** Ends every session of the member in every process (a lost phone, a shared computer), impersonations included. */
export async function endMemberSessions(app: FastifyInstance, request: FastifyRequest, membershipNo: string): Promise<void> {
  await requireMember(app, membershipNo);
  const now = app.now();
  const live = await listLiveSessionsOf(app.db, 'member', membershipNo, now);
  await revokeAllSessions(app.db, app.sessionCache, 'member', membershipNo);
  await auditStaff(app.db, now, request, {
    actor: request.staff.username,
    action: 'member.end_sessions',
    target: membershipNo,
    before: { sessions: live.length },
    after: { sessions: 0 },
  });
}

/**
 * Forces a new password (decision 031): the password becomes the hash of a random secret nobody is told, so the
 * account stays registered and the member sets a new one at /member/forget by proof of identity; every session ends.
 */
export async function forcePasswordReset(app: FastifyInstance, request: FastifyRequest, membershipNo: string): Promise<void> {
  await requireMember(app, membershipNo);
  const account = await findPasswordChangedAt(app.db, membershipNo);
  if (!account) throw new ApiFailure(400, 'NOT_REGISTERED', SUPPORT_TEXT.notRegistered);
  const now = app.now();
  await updatePasswordHash(app.db, membershipNo, await hashPassword(randomBytes(32).toString('base64url')), now);
  await revokeAllSessions(app.db, app.sessionCache, 'member', membershipNo);
  await auditStaff(app.db, now, request, {
    actor: request.staff.username,
    action: 'member.force_password_reset',
    target: membershipNo,
    before: { password_changed_at: account.password_changed_at.toISOString() },
    after: { password_changed_at: now.toISOString(), sessions: 0 },
  });
}
