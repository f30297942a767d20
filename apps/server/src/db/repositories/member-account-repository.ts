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
