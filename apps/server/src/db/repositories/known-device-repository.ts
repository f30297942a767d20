import type { Db } from '../database';

export async function isKnownDevice(db: Db, tokenHash: string, area: string, subject: string): Promise<boolean> {
  const row = await db
    .selectFrom('known_devices')
    .select('subject')
    .where('token_hash', '=', tokenHash)
    .where('area', '=', area)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveKnownDevice(db: Db, tokenHash: string, area: string, subject: string, now: Date): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({ token_hash: tokenHash, area, subject, first_login_at: now, last_login_at: now })
    .onConflict((oc) => oc.columns(['token_hash', 'area', 'subject']).doUpdateSet({ last_login_at: now }))
    .execute();
}

/** When the account last logged in, from any browser: every login touches its device's row. */
export async function findLastLogin(db: Db, area: string, subject: string): Promise<Date | null> {
  const row = await db
    .selectFrom('known_devices')
    .select((eb) => eb.fn.max('last_login_at').as('last'))
    .where('area', '=', area)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.last ?? null;
}
