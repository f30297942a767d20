import type { PasswordChangeResponse } from '@coop/contract';
import type { Db } from '../db/database';
import { clientAddress, type DomainContext } from '../domain/context';
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

/**
 * A change of one's own password (spec 3: rc_code '1' or '0' with rc_des). Guessing the old password from a
 * stolen session is throttled like a login, and any lock refuses (no reCAPTCHA here).
 */
export async function changePassword(context: DomainContext, area: PasswordArea, change: PasswordChange): Promise<PasswordChangeResponse> {
  const { db } = context;
  const now = context.now();
  const ip = clientAddress(context);
  const throttleArea = `${area.kind}-pass`;
  const refuse = (rc_des: string) => ({ rc_code: '0' as const, rc_des });

  const lock = await claimAttempt(db, throttleArea, change.subject, ip, now);
  if (lock) return refuse(`ใส่รหัสผ่านเดิมผิดเกินกำหนด กรุณาลองใหม่ในอีก ${minutesLeft(lock, now)} นาที`);

  const account = await area.findPasswordHash(db, change.subject);
  if (!account || !(await verifyPassword(change.oldPassword, account.password_hash))) {
    return refuse('รหัสผ่านเดิมไม่ถูกต้อง');
  }
  // the right old password is no guess, whatever the new one's fate
  await settleSuccess(db, throttleArea, change.subject, ip);
  const problem = await area.newPasswordProblem(db, change.subject, change.password, change.oldPassword);
  if (problem) return refuse(problem);

  await area.updatePasswordHash(db, change.subject, await hashPassword(change.password), now);
  await revokeOtherSessions(db, context.sessionCache, area.kind, change.subject, change.tokenHash);
  if (area.kind === 'member') {
    await publishMemberEvent(context, { kind: 'password-changed', key: `password-changed:${change.subject}:${now.getTime()}` }, oneMember(db, change.subject));
  }
  return { rc_code: '1' as const, rc_des: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว' };
}
