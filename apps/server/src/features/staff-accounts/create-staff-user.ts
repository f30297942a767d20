import type { StaffChangeResponse, StaffCreateBody, StaffRole } from '@coop/contract';
import { loadPasswordPolicy } from '@coop/password-policy';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/database';
import { appendAudit } from '../../db/repositories/audit-log-repository';
import { findStaffUser, insertStaffUser } from '../../db/repositories/staff-user-repository';
import { type DomainContext, staffActor } from '../../domain/context';

export interface NewStaffUser {
  username: string;
  displayName: string;
  role: StaffRole;
  password: string;
}

const USERNAME = /^[a-z0-9._-]{3,32}$/;

/** What is wrong with the username, in Thai; undefined when it is free and well formed. */
export async function usernameProblem(db: Db, username: string): Promise<string | undefined> {
  if (!USERNAME.test(username)) return 'ชื่อผู้ใช้ต้องมี 3-32 ตัว เป็นอักษรอังกฤษตัวเล็ก ตัวเลข จุด ขีดล่าง หรือขีดกลาง';
  if (await findStaffUser(db, username)) return 'มีชื่อผู้ใช้นี้แล้ว';
  return undefined;
}

/** The password policy's verdict on a staff password, judged with the person's names (decision 017). */
export async function staffPasswordProblem(password: string, names: string[]): Promise<string | undefined> {
  const { checkNewPassword } = await loadPasswordPolicy();
  return checkNewPassword(password, { names }).problem;
}

/**
 * Creates a staff account (its authenticator is enrolled at the first login) and records who made it: a staff
 * user, or `system` for the command line.
 */
export async function createStaffUser(db: Db, user: NewStaffUser, by: { kind: 'staff' | 'system'; actor: string }, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertStaffUser(trx, {
      username: user.username,
      display_name: user.displayName,
      role: user.role,
      password_hash: await hashPassword(user.password),
      password_changed_at: now,
      totp_secret: null,
      totp_enrolled_at: null,
      disabled_at: null,
      created_at: now,
    });
    await appendAudit(trx, { at: now, actorKind: by.kind, actor: by.actor, action: 'staff.created', target: user.username, after: { display_name: user.displayName, role: user.role } });
  });
}

/** A new staff account made in the console by the acting admin; its owner enrols an authenticator at the first login. */
export async function addStaffAccount(context: DomainContext, body: StaffCreateBody): Promise<StaffChangeResponse> {
  const { username, display_name: displayName, role, password } = body;
  const problem = (await usernameProblem(context.db, username)) ?? (await staffPasswordProblem(password, [displayName, username]));
  if (problem) return { rc_code: '0', rc_des: problem };
  await createStaffUser(context.db, { username, displayName, role, password }, { kind: 'staff', actor: staffActor(context) }, context.now());
  return { rc_code: '1', rc_des: `สร้างบัญชี ${username} แล้ว ให้เจ้าของบัญชีเข้าสู่ระบบเพื่อตั้งค่าแอปยืนยันตัวตน` };
}
