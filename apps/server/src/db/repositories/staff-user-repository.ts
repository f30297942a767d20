import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { StaffUserTable } from '../schema';

/** The throttle areas of the two staff login steps (decision 028). */
export const STAFF_THROTTLE_AREAS = ['staff', 'staff-2fa'] as const;

export function findStaffUser(db: Db, username: string) {
  return db.selectFrom('staff_users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** Who a live staff session belongs to, as the console shows it; undefined once disabled. */
export function findStaffIdentity(db: Db, username: string) {
  return db
    .selectFrom('staff_users')
    .select(['username', 'display_name', 'role'])
    .where('username', '=', username)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function insertStaffUser(db: Db, user: Insertable<StaffUserTable>): Promise<void> {
  await db.insertInto('staff_users').values(user).execute();
}

/** `sealed`: the new authenticator secret as staff-secret-box sealed it, never the plain secret. */
export async function setPendingTotpSecret(db: Db, username: string, sealed: string): Promise<void> {
  await db.updateTable('staff_users').set({ totp_secret: sealed, totp_enrolled_at: null, totp_last_step: null }).where('username', '=', username).execute();
}

/** Every stored authenticator secret, as stored (sealed, or plain from before decision 070). */
export function listTotpSecrets(db: Db) {
  return db.selectFrom('staff_users').select(['username', 'totp_secret']).where('totp_secret', 'is not', null).$narrowType<{ totp_secret: string }>().execute();
}

/** Replaces the stored secret only if it is still `from`: a new enrolment in between is left as it is. */
export async function replaceTotpSecret(db: Db, username: string, from: string, to: string): Promise<boolean> {
  const row = await db.updateTable('staff_users').set({ totp_secret: to }).where('username', '=', username).where('totp_secret', '=', from).returning('username').executeTakeFirst();
  return row !== undefined;
}

export async function markTotpEnrolled(db: Db, username: string, now: Date): Promise<void> {
  await db.updateTable('staff_users').set({ totp_enrolled_at: now }).where('username', '=', username).execute();
}

export async function replaceRecoveryCodes(db: Db, username: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('username', '=', username).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ username, code_hash, used_at: null })))
    .execute();
}

/** The stored hashes of the user's unused recovery codes. */
export async function listUnusedRecoveryCodes(db: Db, username: string): Promise<string[]> {
  const rows = await db.selectFrom('staff_recovery_codes').select('code_hash').where('username', '=', username).where('used_at', 'is', null).execute();
  return rows.map((row) => row.code_hash);
}

/** Marks an unused code used; false when there is no such unused code (spent by a parallel login, say). */
export async function spendRecoveryCode(db: Db, username: string, codeHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('username', '=', username)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes an authenticator time step for the user only if it is later than the last one taken, in one statement:
 * of two parallel logins with the same code, one takes it. False when the step (or a later one) was used.
 */
export async function takeTotpStep(db: Db, username: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('staff_users')
    .set({ totp_last_step: step })
    .where('username', '=', username)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('username')
    .executeTakeFirst();
  return row !== undefined;
}

/** Every staff account, with the end of a live account-wide login lock (either login step) if there is one. */
export function listStaffUsers(db: Db, now: Date) {
  return db
    .selectFrom('staff_users')
    .select(['username', 'display_name', 'role', 'totp_enrolled_at', 'disabled_at', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('login_throttle')
        .select((sub) => sub.fn.max('locked_until').as('until'))
        .where('scope', 'in', STAFF_THROTTLE_AREAS.map((area) => `${area}:account`))
        .whereRef('key', '=', 'staff_users.username')
        .where('locked_until', '>', now)
        .as('locked_until'),
    )
    .orderBy('disabled_at', (ob) => ob.desc().nullsFirst())
    .orderBy('username')
    .execute();
}

export async function updateStaffUser(
  db: Db,
  username: string,
  patch: Partial<{ display_name: string; role: StaffUserTable['role']; disabled_at: Date | null }>,
): Promise<void> {
  await db.updateTable('staff_users').set(patch).where('username', '=', username).execute();
}

/** The authenticator, recovery codes and passkeys are forgotten: the next login enrols a new authenticator (a lost phone). */
export async function clearSecondFactor(db: Db, username: string): Promise<void> {
  await db.updateTable('staff_users').set({ totp_secret: null, totp_enrolled_at: null }).where('username', '=', username).execute();
  await db.deleteFrom('staff_recovery_codes').where('username', '=', username).execute();
  await db.deleteFrom('passkeys').where('staff_username', '=', username).execute();
}
