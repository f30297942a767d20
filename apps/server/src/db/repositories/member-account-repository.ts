import type { Db } from '../database';

export function findPasswordHash(db: Db, membershipNo: string) {
  return db
    .selectFrom('member_accounts')
    .select('password_hash')
    .where('membership_no', '=', membershipNo)
    .executeTakeFirst();
}

export async function updatePasswordHash(db: Db, membershipNo: string, hash: string, now: Date): Promise<void> {
  await db
    .updateTable('member_accounts')
    .set({ password_hash: hash, password_changed_at: now })
    .where('membership_no', '=', membershipNo)
    .execute();
}

/** The first password of a member who registers; false when an account already exists (a race lost). */
export async function createMemberAccount(db: Db, membershipNo: string, hash: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('member_accounts')
    .values({ membership_no: membershipNo, password_hash: hash, password_changed_at: now })
    .onConflict((oc) => oc.column('membership_no').doNothing())
    .returning('membership_no')
    .executeTakeFirst();
  return row !== undefined;
}

export function findPasswordChangedAt(db: Db, membershipNo: string) {
  return db.selectFrom('member_accounts').select('password_changed_at').where('membership_no', '=', membershipNo).executeTakeFirst();
}
