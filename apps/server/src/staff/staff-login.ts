import type { StaffLoginResponse, StaffSessionResponse, StaffVerifyBody } from '@coop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditStaff } from '../audit/audit-log';
import { claimAttempt, minutesLeft, settleSuccess } from '../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../auth/password';
import { issueSession, resolveSession, revokeSession } from '../auth/sessions';
import { readSiteConfig } from '../db/repositories/site-config-repository';
import {
  findStaffIdentity,
  findStaffUser,
  markTotpEnrolled,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  spendRecoveryCode,
} from '../db/repositories/staff-user-repository';
import { ApiFailure } from '../http/api-failure';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { STAFF_TEXT } from './staff-text';
import { isTotpCode, newTotpSecret, totpEnrolment } from './totp';

/** Five minutes to type the code after the password. */
const CHALLENGE_TTL_MS = 5 * 60_000;

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? '';

/**
 * The password step of a staff login, throttled as members' are (decision 015, area `staff`, no reCAPTCHA way past
 * a lock). A right password opens only a short challenge for the second factor; at the first login it also brings
 * a new authenticator secret to enrol.
 */
export async function staffPasswordStep(
  app: FastifyInstance,
  request: FastifyRequest,
  username: string,
  password: string,
): Promise<StaffLoginResponse> {
  const { db } = app;
  const now = app.now();
  const lock = await claimAttempt(db, 'staff', username, request.ip, now);
  if (lock) throw new ApiFailure(429, 'LOGIN_LOCKED', STAFF_TEXT.locked(minutesLeft(lock, now)));

  const user = await findStaffUser(db, username);
  const valid = user ? await verifyPassword(password, user.password_hash) : await burnPasswordCheck(password);
  if (!user || !valid || user.disabled_at) {
    await auditStaff(db, now, request, { actor: username.slice(0, 64), action: 'staff.login_failed' });
    throw new ApiFailure(401, 'BAD_CREDENTIALS', STAFF_TEXT.badCredentials);
  }
  await settleSuccess(db, 'staff', username, request.ip);

  const challenge = await issueSession(db, now, {
    kind: 'staff-challenge',
    subject: username,
    remember: false,
    ip: request.ip,
    userAgent: userAgentOf(request),
    maxTtlMs: CHALLENGE_TTL_MS,
  });
  if (user.totp_enrolled_at) return { rc_code: '1', stage: 'verify', challenge: challenge.token };

  const secret = newTotpSecret();
  await setPendingTotpSecret(db, username, secret);
  const site = await readSiteConfig(db, app.siteDefaults.site);
  return { rc_code: '1', stage: 'enrol', challenge: challenge.token, enrolment: await totpEnrolment(site.coop_name_en || site.coop_name_th, username, secret) };
}

/**
 * The second factor: a code from the authenticator (which, the first time, completes its enrolment and gives ten
 * recovery codes) or, once enrolled, a recovery code. Failures are throttled per account and address and audited.
 */
export async function staffSecondFactor(app: FastifyInstance, request: FastifyRequest, body: StaffVerifyBody): Promise<StaffSessionResponse> {
  const { db } = app;
  const now = app.now();
  const challenge = await resolveSession(db, app.sessionCache, now, 'staff-challenge', body.challenge);
  if (!challenge) throw new ApiFailure(401, 'CHALLENGE_ENDED', STAFF_TEXT.challengeEnded);
  const username = challenge.subject;
  if (!body.code && !body.recovery_code) throw new ApiFailure(400, 'NEED_CODE', STAFF_TEXT.needCode);

  const lock = await claimAttempt(db, 'staff-2fa', username, request.ip, now);
  if (lock) throw new ApiFailure(429, 'LOGIN_LOCKED', STAFF_TEXT.locked(minutesLeft(lock, now)));

  const user = await findStaffUser(db, username);
  const enrolled = !!user?.totp_enrolled_at;
  if (body.recovery_code && !enrolled) throw new ApiFailure(400, 'NOT_ENROLLED', STAFF_TEXT.noRecoveryBeforeEnrolment);
  const passed =
    !!user?.totp_secret &&
    (body.code
      ? await isTotpCode(user.totp_secret, body.code, now)
      : await spendRecoveryCode(db, username, hashRecoveryCode(username, body.recovery_code ?? ''), now));
  if (!passed) {
    await auditStaff(db, now, request, { actor: username, action: 'staff.second_factor_failed', after: { method: body.code ? 'totp' : 'recovery_code' } });
    throw new ApiFailure(401, 'WRONG_CODE', STAFF_TEXT.wrongCode);
  }
  await settleSuccess(db, 'staff-2fa', username, request.ip);

  let recoveryCodes: string[] | undefined;
  if (!enrolled) {
    recoveryCodes = newRecoveryCodes();
    await markTotpEnrolled(db, username, now);
    await replaceRecoveryCodes(db, username, recoveryCodes.map((code) => hashRecoveryCode(username, code)));
    await auditStaff(db, now, request, { actor: username, action: 'staff.totp_enrolled' });
  }
  await revokeSession(db, app.sessionCache, challenge.tokenHash);
  const identity = await findStaffIdentity(db, username);
  if (!identity) throw new ApiFailure(401, 'BAD_CREDENTIALS', STAFF_TEXT.badCredentials);
  const session = await issueSession(db, now, { kind: 'staff', subject: username, remember: false, ip: request.ip, userAgent: userAgentOf(request) });
  await auditStaff(db, now, request, { actor: username, action: 'staff.login', after: { method: body.code ? 'totp' : 'recovery_code' } });
  return {
    rc_code: '1',
    rc_des: STAFF_TEXT.loggedIn,
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    user: identity,
    ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
  };
}
