import type { Db } from '../../db/database';

export interface StoredCode {
  membershipNo: string;
  purpose: string;
  codeHash: string;
  expiresAt: Date;
  tries: number;
}

/** A new code replaces any earlier one of the same member and purpose. */
export async function saveOneTimeCode(db: Db, code: StoredCode): Promise<void> {
  const row = {
    membership_no: code.membershipNo,
    purpose: code.purpose,
    code_hash: code.codeHash,
    expires_at: code.expiresAt,
    tries_left: code.tries,
  };
  await db
    .insertInto('member_one_time_codes')
    .values(row)
    .onConflict((oc) => oc.columns(['membership_no', 'purpose']).doUpdateSet({ code_hash: row.code_hash, expires_at: row.expires_at, tries_left: row.tries_left }))
    .execute();
}

/** Spends one try of a live code and answers its hash; undefined when there is none, it expired or no try is left. */
export async function spendCodeTry(db: Db, membershipNo: string, purpose: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('member_one_time_codes')
    .set((eb) => ({ tries_left: eb('tries_left', '-', 1) }))
    .where('membership_no', '=', membershipNo)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .where('tries_left', '>', 0)
    .returning('code_hash')
    .executeTakeFirst();
  return row?.code_hash;
}

export async function deleteOneTimeCode(db: Db, membershipNo: string, purpose: string): Promise<void> {
  await db.deleteFrom('member_one_time_codes').where('membership_no', '=', membershipNo).where('purpose', '=', purpose).execute();
}
