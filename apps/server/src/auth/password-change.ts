import type { PasswordChangeResponse } from '@coop/contract';
import type { Db } from '../db/database';
import { clientAddress, type DomainContext } from '../domain/context';
import { ApiFailure } from '../http/api-failure';
import { claimAttempt, minutesLeft, settleSuccess } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { revokeOtherSessions, type SessionKind } from './sessions';
import { oneMember, publishMemberEvent } from '../notify/publish-member-event';

/** What differs between the areas whose users change their own password: members and member groups. */
export interface PasswordArea {
  kind: SessionKind;
  findPasswordHash(db: Db, subject: string): Promise<{ password_hash: string } | undefined>;
  updatePasswordHash(db: Db, subject: string, hash: string, now: Date): Promise<void>;
  /** The Thai rule the new password breaks, judged with what the cooperative knows of the account. */
  newPasswordProblem(db: Db, subject: string, password: string, oldPassword: string): Promise<string | undefined>;
}

export interface PasswordChange {
  subject: string;
  /** The session making the change: it stays, every other session of the account ends. */
  tokenHash: string;
  password: string;
  oldPassword: string;
}

/** What typing one's own password again found: right, wrong, or too many wrong ones lately. */
export type OwnPasswordCheck = { kind: 'right' } | { kind: 'wrong' } | { kind: 'locked'; minutes: number };

/**
 * One's own password typed again before a change that asks for it (a new password, removing a passkey). Guessing
 * it from a stolen session is throttled like a login, under `<area>-pass`, and any lock refuses (no reCAPTCHA here).
 */
export async function checkOwnPassword(
  context: DomainContext,
  area: string,
  findPasswordHash: PasswordArea['findPasswordHash'],
  subject: string,
  password: string,
): Promise<OwnPasswordCheck> {
  const { db } = context;
  const now = context.now();
  const ip = clientAddress(context);
  const throttleArea = `${area}-pass`;
  const lock = await claimAttempt(db, throttleArea, subject, ip, now);
  if (lock) return { kind: 'locked', minutes: minutesLeft(lock, now) };
  const account = await findPasswordHash(db, subject);
  if (!account || !(await verifyPassword(password, account.password_hash))) return { kind: 'wrong' };
  // the right password is no guess, whatever the change's fate
  await settleSuccess(db, throttleArea, subject, ip);
  return { kind: 'right' };
}

/** checkOwnPassword for a change that answers with a failure: a Thai 429 past the limit, a 400 for a wrong password. */
export async function requireOwnPassword(...args: Parameters<typeof checkOwnPassword>): Promise<void> {
  const check = await checkOwnPassword(...args);
  if (check.kind === 'locked') throw new ApiFailure(429, 'LOGIN_LOCKED', `ใส่รหัสผ่านผิดเกินกำหนด กรุณาลองใหม่ในอีก ${check.minutes} นาที`);
  if (check.kind === 'wrong') throw new ApiFailure(400, 'WRONG_PASSWORD', 'รหัสผ่านไม่ถูกต้อง');
}

/**
 * A change of one's own password (spec 3: rc_code '1' or '0' with rc_des), the old one checked by checkOwnPassword.
 */
export async function changePassword(context: DomainContext, area: PasswordArea, change: PasswordChange): Promise<PasswordChangeResponse> {
  const { db } = context;
  const now = context.now();
  const refuse = (rc_des: string) => ({ rc_code: '0' as const, rc_des });

  const check = await checkOwnPassword(context, area.kind, area.findPasswordHash, change.subject, change.oldPassword);
  if (check.kind === 'locked') return refuse(`ใส่รหัสผ่านเดิมผิดเกินกำหนด กรุณาลองใหม่ในอีก ${check.minutes} นาที`);
  if (check.kind === 'wrong') return refuse('รหัสผ่านเดิมไม่ถูกต้อง');
  const problem = await area.newPasswordProblem(db, change.subject, change.password, change.oldPassword);
  if (problem) return refuse(problem);

  await area.updatePasswordHash(db, change.subject, await hashPassword(change.password), now);
  await revokeOtherSessions(db, context.sessionCache, area.kind, change.subject, change.tokenHash);
  if (area.kind === 'member') {
    await publishMemberEvent(context, { kind: 'password-changed', key: `password-changed:${change.subject}:${now.getTime()}` }, oneMember(db, change.subject));
  }
  return { rc_code: '1' as const, rc_des: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' };
}
