import type { Db } from '../database';

export async function isKnownDevice(db: Db, tokenHash: string, membershipNo: string): Promise<boolean> {
  const row = await db
    .selectFrom('known_devices')
    .select('membership_no')
    .where('token_hash', '=', tokenHash)
    .where('membership_no', '=', membershipNo)
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveKnownDevice(db: Db, tokenHash: string, membershipNo: string, now: Date): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({ token_hash: tokenHash, membership_no: membershipNo, first_login_at: now, last_login_at: now })
    .onConflict((oc) => oc.columns(['token_hash', 'membership_no']).doUpdateSet({ last_login_at: now }))
    .execute();
}
