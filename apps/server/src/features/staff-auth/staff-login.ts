import type { StaffLoginBody, StaffLoginResponse, StaffSessionResponse, StaffVerifyBody } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { isKnownDevice, renewKnownDevice } from '../../auth/known-device';
import { claimAttempt, type Lock, minutesLeft, settleSuccess } from '../../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../../auth/password';
import { issueSession, resolveSession, revokeSession, STAFF_SESSION_MAX_MS } from '../../auth/sessions';
import { isSealed, openStaffSecret, sealStaffSecret } from '../../auth/staff-secret-box';
import { listPasskeys } from '../../db/repositories/passkey-repository';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import {
  findStaffIdentity,
  findStaffUser,
  listUnusedRecoveryCodes,
  markTotpEnrolled,
  replaceRecoveryCodes,
  replaceTotpSecret,
  setPendingTotpSecret,
  spendRecoveryCode,
  takeTotpStep,
} from '../../db/repositories/staff-user-repository';
import { clientAddress, type DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { findRecoveryCode, hashRecoveryCode, isLegacyHash, newRecoveryCodes } from './recovery-codes';
import { lockNoticeFor } from './staff-lock-notice';
import { staffSecretKeysOf } from './staff-secret-keys';
import { STAFF_TEXT } from '../../auth/staff-text';
import { newTotpSecret, readTotp, totpEnrolment, type TotpReading } from './totp';

/** Five minutes to type the code after the password. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/** The staff user a login step acts as: before the session exists, the username typed or the challenge's. */
export const asStaff = (context: DomainContext, username: string): DomainContext => ({ ...context, actor: { kind: 'staff', username } });

/** What spending a recovery code found: whether one was spent, and whether it was of the set before decision 070. */
interface RecoverySpend {
  spent: boolean;
  legacy: boolean;
}

/** Spends the unused recovery code the user typed, if it is one; of two parallel uses of one code, one spends it. */
async function spendRecovery(context: DomainContext, username: string, code: string): Promise<RecoverySpend> {
  const stored = await findRecoveryCode(username, code, await listUnusedRecoveryCodes(context.db, username));
  if (stored === undefined) return { spent: false, legacy: false };
  const spent = await spendRecoveryCode(context.db, username, stored, context.now());
  return { spent, legacy: spent && isLegacyHash(stored) };
}

/**
 * The user's authenticator secret from its stored form. A plain one (stored before decision 070, or written since
 * by hand or a script) is sealed at this first use; the server's start seals the rest.
 */
async function totpSecretOf(context: DomainContext, username: string, stored: string): Promise<string> {
  const keys = staffSecretKeysOf(context);
  if (isSealed(stored)) return openStaffSecret(keys, username, stored);
  await replaceTotpSecret(context.db, username, stored, sealStaffSecret(keys, username, stored));
  return stored;
}

/** Why a code was refused, in words that tell the owner what to do: used, of the step past, of one to come, or wrong. */
function secondFactorRefusal(reused: boolean, reading: TotpReading | undefined): ApiFailure {
  if (reused) return new ApiFailure(401, 'CODE_USED', STAFF_TEXT.codeUsed);
  if (reading?.timing === 'late') return new ApiFailure(401, 'CODE_EXPIRED', STAFF_TEXT.codeExpired);
  if (reading?.timing === 'early') return new ApiFailure(401, 'CLOCK_AHEAD', STAFF_TEXT.clockAhead);
  return new ApiFailure(401, 'WRONG_CODE', STAFF_TEXT.wrongCode);
}

/** 429 in Thai: a pair or address lock is waited out; past the account-wide one the owner is told their ways in. */
function lockedFailure(lock: Lock, now: Date): ApiFailure {
  const minutes = minutesLeft(lock, now);
  return lock.kind === 'account'
    ? new ApiFailure(429, 'ACCOUNT_LOCKED', STAFF_TEXT.accountLocked(minutes))
    : new ApiFailure(429, 'LOGIN_LOCKED', STAFF_TEXT.locked(minutes));
}

/**
 * The password step of a staff login, throttled as members' are (decision 015, area `staff`). Past the account-wide
 * limit, which anyone can reach from enough addresses, the owner still gets in with what the attacker lacks
 * (decision 037): a browser that completed a login of this account before, or an unused recovery code sent with the
 * password. Without either every answer is the lock's, right password or not, so guesses past it learn nothing; the
 * pair and address limits go on counting them. A right password opens only a short challenge for the second factor;
 * at the first login it also brings a new authenticator secret to enrol. `device` is the device token the browser
 * brought, if any.
 */
export async function staffPasswordStep(context: DomainContext, body: StaffLoginBody, device: string | undefined): Promise<StaffLoginResponse> {
  const { db } = context;
  const now = context.now();
  const ip = clientAddress(context);
  const username = body.username.trim().toLowerCase();
  const lock = await claimAttempt(db, 'staff', username, ip, now);
  if (lock && lock.kind !== 'account') throw lockedFailure(lock, now);
  const byRecoveryCode = lock !== undefined && !(await isKnownDevice(context, device, 'staff', username));
  if (lock && byRecoveryCode && !body.recovery_code) throw lockedFailure(lock, now);

  const user = await findStaffUser(db, username);
  const valid = user ? await verifyPassword(body.password, user.password_hash) : await burnPasswordCheck(body.password);
  if (!user || !valid || user.disabled_at) {
    await recordAudit(asStaff(context, username.slice(0, 64)), { action: 'staff.login_failed' });
    if (lock) throw lockedFailure(lock, now);
    throw new ApiFailure(401, 'BAD_CREDENTIALS', STAFF_TEXT.badCredentials);
  }
  if (lock && byRecoveryCode) {
    const spent = !!user.totp_enrolled_at && (await spendRecovery(context, username, body.recovery_code ?? '')).spent;
    // the right password with a wrong code: the admins should see that the password is known
    await recordAudit(asStaff(context, username), { action: spent ? 'staff.lock_passed' : 'staff.lock_recovery_failed', after: { method: 'recovery_code' } });
    if (!spent) throw lockedFailure(lock, now);
  }
  await settleSuccess(db, 'staff', username, ip);

  const challenge = await issueSession(db, now, {
    kind: 'staff-challenge',
    subject: username,
    remember: false,
    ip,
    userAgent: context.client?.userAgent ?? '',
    maxTtlMs: CHALLENGE_TTL_MS,
  });
  if (user.totp_enrolled_at) {
    const passkey = (await listPasskeys(db, { kind: 'staff', username })).length > 0;
    return { rc_code: '1', stage: 'verify', challenge: challenge.token, ...(passkey ? { passkey } : {}) };
  }

  const secret = newTotpSecret();
  await setPendingTotpSecret(db, username, sealStaffSecret(staffSecretKeysOf(context), username, secret));
  const site = await readSiteConfig(db, context.siteDefaults.site);
  return { rc_code: '1', stage: 'enrol', challenge: challenge.token, enrolment: await totpEnrolment(site.coop_name_en || site.coop_name_th, username, secret) };
}

/** The live challenge a second step continues, or the Thai refusal to log in again. */
export async function resolveChallenge(context: DomainContext, token: string) {
  const challenge = await resolveSession(context.db, context.sessionCache, context.now(), 'staff-challenge', token);
  if (!challenge) throw new ApiFailure(401, 'CHALLENGE_ENDED', STAFF_TEXT.challengeEnded);
  return challenge;
}

/** Counts a second step's try against the user and the address before its factor is checked; any lock refuses. */
export async function claimSecondStep(context: DomainContext, username: string): Promise<void> {
  const now = context.now();
  const lock = await claimAttempt(context.db, 'staff-2fa', username, clientAddress(context), now);
  if (lock) throw new ApiFailure(429, 'LOGIN_LOCKED', STAFF_TEXT.locked(minutesLeft(lock, now)));
}

/**
 * The second factor: a code from the authenticator (which, the first time, completes its enrolment and gives ten
 * recovery codes) or, once enrolled, a recovery code. Failures are throttled per account and address and audited.
 * Answers the session and the browser's new device token (`device` the one it brought, retired).
 */
export async function staffSecondFactor(
  context: DomainContext,
  body: StaffVerifyBody,
  device: string | undefined,
): Promise<{ answer: StaffSessionResponse; device: string }> {
  const { db } = context;
  const now = context.now();
  const ip = clientAddress(context);
  const challenge = await resolveChallenge(context, body.challenge);
  const username = challenge.subject;
  if (!body.code && !body.recovery_code) throw new ApiFailure(400, 'NEED_CODE', STAFF_TEXT.needCode);
  await claimSecondStep(context, username);

  const user = await findStaffUser(db, username);
  const enrolled = !!user?.totp_enrolled_at;
  if (body.recovery_code && !enrolled) throw new ApiFailure(400, 'NOT_ENROLLED', STAFF_TEXT.noRecoveryBeforeEnrolment);
  const secret = user?.totp_secret ? await totpSecretOf(context, username, user.totp_secret) : undefined;
  const reading = secret && body.code ? await readTotp(secret, body.code, now) : undefined;
  const onTime = reading?.timing === 'now';
  // a code opens one session: its time step is taken once, atomically, so a replay or a parallel twin is refused
  const reused = onTime && !(await takeTotpStep(db, username, reading.step));
  const recovery = secret && !body.code ? await spendRecovery(context, username, body.recovery_code ?? '') : undefined;
  const passed = !!secret && (body.code ? onTime && !reused : !!recovery?.spent);
  if (!passed) {
    await recordAudit(asStaff(context, username), {
      action: 'staff.second_factor_failed',
      after: { method: body.code ? 'totp' : 'recovery_code', ...(reused ? { reused: true } : {}), ...(reading && !onTime ? { timing: reading.timing } : {}) },
    });
    throw secondFactorRefusal(reused, reading);
  }
  await settleSuccess(db, 'staff-2fa', username, ip);

  // codes of the weak set before decision 070 are replaced at the owner's next login, shown once as at enrolment
  const reissue = !enrolled || !!recovery?.legacy || (await hasLegacyRecoveryCodes(context, username));
  if (!enrolled) {
    await markTotpEnrolled(db, username, now);
    await recordAudit(asStaff(context, username), { action: 'staff.totp_enrolled' });
  }
  return finishStaffLogin(context, { username, challengeTokenHash: challenge.tokenHash, device, method: body.code ? 'totp' : 'recovery_code', reissue });
}

/** Whether the user still holds recovery codes of the set before decision 070. */
export const hasLegacyRecoveryCodes = async (context: DomainContext, username: string) =>
  (await listUnusedRecoveryCodes(context.db, username)).some(isLegacyHash);

/** A second step that passed: which factor, and whether the owner gets a new set of recovery codes, shown once. */
export interface PassedSecondStep {
  username: string;
  challengeTokenHash: string;
  /** The device token the browser brought, retired for a new one. */
  device: string | undefined;
  method: 'totp' | 'recovery_code' | 'passkey';
  reissue: boolean;
}

/**
 * What every second step ends with once its factor passed: the challenge ends, a staff session begins, the browser
 * gets a new device token and the login is audited with its factor.
 */
export async function finishStaffLogin(context: DomainContext, step: PassedSecondStep): Promise<{ answer: StaffSessionResponse; device: string }> {
  const { db } = context;
  const { username } = step;
  const recoveryCodes = step.reissue ? newRecoveryCodes() : undefined;
  if (recoveryCodes) await replaceRecoveryCodes(db, username, await Promise.all(recoveryCodes.map(hashRecoveryCode)));
  await revokeSession(db, context.sessionCache, step.challengeTokenHash);
  const identity = await findStaffIdentity(db, username);
  if (!identity) throw new ApiFailure(401, 'BAD_CREDENTIALS', STAFF_TEXT.badCredentials);
  const lockNotice = await lockNoticeFor(db, username);
  const newDevice = await renewKnownDevice(context, step.device, 'staff', username);
  const session = await issueSession(db, context.now(), {
    kind: 'staff',
    subject: username,
    remember: false,
    ip: clientAddress(context),
    userAgent: context.client?.userAgent ?? '',
    maxTtlMs: STAFF_SESSION_MAX_MS,
  });
  await recordAudit(asStaff(context, username), { action: 'staff.login', after: { method: step.method } });
  return {
    answer: {
      rc_code: '1',
      rc_des: STAFF_TEXT.loggedIn,
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      user: identity,
      ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
      ...(lockNotice ? { lock_notice: lockNotice } : {}),
    },
    device: newDevice,
  };
}
