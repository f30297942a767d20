import { deviceName } from '@coop/contract';
import type { Db } from '../db/database';
import { findLastLogin } from '../db/repositories/known-device-repository';
import { clientAddress, type DomainContext } from '../domain/context';
import { ApiFailure } from '../http/api-failure';
import { LOGIN_SUCCESS_MESSAGE } from './auth-messages';
import { isKnownDevice, renewKnownDevice } from './known-device';
import { countAttemptAgainstLimits, type Lock, minutesLeft, settleSuccess } from './login-throttle';
import { burnPasswordCheck, verifyPassword } from './password';
import { verifyRecaptcha } from './recaptcha';
import { issueSession } from './sessions';
import { recordRefusedSignIn, type SignInArea, signInRow, type SignInWay } from './sign-in-record';
import { oneMember, publishMemberEvent } from '../notify/publish-member-event';

/**
 * The failed password attempt against a member's account (from every address, within the account's 15-minute window)
 * that tells the member (decision 077): the burst is told once, at this count, not every failure after it.
 */
export const FAILURES_TOLD_AT = 5;

const RECAPTCHA_MESSAGE = 'กรุณายืนยันว่าท่านไม่ใช่โปรแกรมอัตโนมัติ แล้วลองอีกครั้ง';

/** What differs between the areas that log in with a number and a password: members and member groups. */
export interface LoginArea<Identity> {
  kind: SignInArea;
  /** The Thai answer to a wrong number or password; one text for both, so it does not tell which was wrong. */
  badCredentials: string;
  findPasswordHash(db: Db, subject: string): Promise<{ password_hash: string } | undefined>;
  findIdentity(db: Db, subject: string): Promise<Identity | undefined>;
}

export interface LoginAttempt {
  subject: string;
  password: string;
  remember: boolean;
  recaptcha?: string;
  /** The device token the browser brought, if any. */
  device: string | undefined;
}

export interface PasswordLoginDone<Identity> {
  /** The login response of spec 3 (rc_code, rc_des, token, expires_at and the user, stored whole by the web app). */
  answer: { rc_code: '1'; rc_des: string; token: string; expires_at: string; user: Identity };
  /** The new device token for the browser to keep. */
  device: string;
}

/** 429 in Thai; a locked pair or account reads the same, so the answer does not tell which limit was met. */
export function loginLocked(lock: Lock, now: Date): ApiFailure {
  const minutes = minutesLeft(lock, now);
  const message =
    lock.kind === 'address'
      ? `มีการพยายามเข้าสู่ระบบจากเครื่องนี้มากเกินไป กรุณาลองใหม่ในอีก ${minutes} นาที`
      : `บัญชีนี้ถูกระงับการเข้าสู่ระบบชั่วคราว เนื่องจากใส่รหัสผ่านผิดเกินกำหนด กรุณาลองใหม่ในอีก ${minutes} นาที`;
  return new ApiFailure(429, 'LOGIN_LOCKED', message);
}

/**
 * One login by number and password, throttled as decision 015 says: the attempt is counted before the password is
 * checked; past the account's limit a verified reCAPTCHA answer, or else a device known to the account, is needed.
 * Answers the login and the browser's new device token, or throws the Thai failure.
 */
export async function passwordLogin<Identity>(context: DomainContext, area: LoginArea<Identity>, attempt: LoginAttempt): Promise<PasswordLoginDone<Identity>> {
  const { db, config } = context;
  const now = context.now();
  const { subject } = attempt;
  const ip = clientAddress(context);

  const refused = (refusal: 'bad-credentials' | 'locked' | 'recaptcha') => recordRefusedSignIn(context, area.kind, subject, 'password', refusal);
  const { lock, accountCount } = await countAttemptAgainstLimits(db, area.kind, subject, ip, now);
  if (lock && lock.kind !== 'account') {
    await refused('locked');
    throw loginLocked(lock, now);
  }
  if (lock && config.recaptchaSecret) {
    // past the account-wide limit a person still gets in; a script from elsewhere does not
    const answer = attempt.recaptcha;
    const human = !!answer && (await verifyRecaptcha(config.recaptchaVerifyUrl, config.recaptchaSecret, answer, ip));
    if (!human) {
      await refused('recaptcha');
      throw new ApiFailure(400, 'RECAPTCHA', RECAPTCHA_MESSAGE);
    }
  } else if (lock && !(await isKnownDevice(context, attempt.device, area.kind, subject))) {
    await refused('locked');
    throw loginLocked(lock, now);
  }

  const account = await area.findPasswordHash(db, subject);
  const valid = account
    ? await verifyPassword(attempt.password, account.password_hash)
    : await burnPasswordCheck(attempt.password);
  const identity = valid ? await area.findIdentity(db, subject) : undefined;
  if (!identity) {
    // already counted, before the check; an account that exists hears of a burst of failures once
    if (account && area.kind === 'member' && accountCount === FAILURES_TOLD_AT) await tellOfFailures(context, subject, now);
    await refused('bad-credentials');
    throw new ApiFailure(401, 'BAD_CREDENTIALS', area.badCredentials);
  }

  await settleSuccess(db, area.kind, subject, ip);
  return grantLogin(context, area.kind, { subject, identity, remember: attempt.remember, device: attempt.device, way: 'password' });
}

/** Who is signed in once they have proved it, and the device token the browser brought, if any. */
export interface LoginGrant<Identity> {
  subject: string;
  identity: Identity;
  remember: boolean;
  device: string | undefined;
  /** How they proved it, for the access record. */
  way: SignInWay;
}

/**
 * What every way in ends with once the subject has proved who they are (a password, or registration's proof of
 * identity): a new session, its login answer, and a fresh device token for the browser.
 */
export async function grantLogin<Identity>(context: DomainContext, kind: SignInArea, grant: LoginGrant<Identity>): Promise<PasswordLoginDone<Identity>> {
  const now = context.now();
  if (kind === 'member') await tellOfNewDevice(context, grant.subject, grant.device);
  const device = await renewKnownDevice(context, grant.device, kind, grant.subject);
  const session = await issueSession(context.db, now, {
    kind,
    subject: grant.subject,
    remember: grant.remember,
    ip: clientAddress(context),
    userAgent: context.client?.userAgent ?? '',
    access: signInRow(context, kind, grant.subject, grant.way),
  });
  return {
    answer: { rc_code: '1', rc_des: LOGIN_SUCCESS_MESSAGE, token: session.token, expires_at: session.expiresAt.toISOString(), user: grant.identity },
    device,
  };
}

/** A member who has signed in before and now signs in from a browser the portal has not seen is told (a security event). */
async function tellOfNewDevice(context: DomainContext, membershipNo: string, device: string | undefined): Promise<void> {
  if ((await findLastLogin(context.db, 'member', membershipNo)) === null) return;
  if (await isKnownDevice(context, device, 'member', membershipNo)) return;
  const at = context.now();
  await publishMemberEvent(
    context,
    { kind: 'new-device', key: `new-device:${membershipNo}:${at.getTime()}`, params: { device: deviceName(context.client?.userAgent), at: at.toISOString() } },
    oneMember(context.db, membershipNo),
  );
}

/**
 * A member whose password was typed wrong FAILURES_TOLD_AT times in the window is told once (a security event); the
 * key's quarter hour keeps a burst that a success interrupted from being told twice.
 */
async function tellOfFailures(context: DomainContext, membershipNo: string, at: Date): Promise<void> {
  const quarter = Math.floor(at.getTime() / (15 * 60_000));
  await publishMemberEvent(
    context,
    { kind: 'sign-in-failures', key: `sign-in-failures:${membershipNo}:${quarter}`, params: { failures: FAILURES_TOLD_AT, at: at.toISOString() } },
    oneMember(context.db, membershipNo),
  );
}
