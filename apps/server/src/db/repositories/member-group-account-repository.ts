import type { Db } from '../database';

export function findGroupPasswordHash(db: Db, memberGroupNo: string) {
  return db
    .selectFrom('member_group_accounts')
    .select('password_hash')
    .where('member_group_no', '=', memberGroupNo)
    .executeTakeFirst();
}

export async function updateGroupPasswordHash(db: Db, memberGroupNo: string, hash: string, now: Date): Promise<void> {
  await db
    .updateTable('member_group_accounts')
    .set({ password_hash: hash, password_changed_at: now })
    .where('member_group_no', '=', memberGroupNo)
    .execute();
}

/** A group's first portal account; false when it has one already (staff reset its password instead). */
export async function createGroupAccount(db: Db, memberGroupNo: string, hash: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('member_group_accounts')
    .values({ member_group_no: memberGroupNo, password_hash: hash, password_changed_at: now })
    .onConflict((oc) => oc.column('member_group_no').doNothing())
    .returning('member_group_no')
    .executeTakeFirst();
  return row !== undefined;
}
