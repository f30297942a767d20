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

/** A newly issued device token for the account (random, so it is never already there); `since` is the device's first login. */
export async function saveKnownDevice(db: Db, tokenHash: string, area: string, subject: string, since: Date, now: Date): Promise<void> {
  await db.insertInto('known_devices').values({ token_hash: tokenHash, area, subject, first_login_at: since, last_login_at: now }).execute();
}

/** Retires a device token of the account as the browser gets its successor; when that device first logged in, if known. */
export async function forgetKnownDevice(db: Db, tokenHash: string, area: string, subject: string): Promise<Date | undefined> {
  const row = await db
    .deleteFrom('known_devices')
    .where('token_hash', '=', tokenHash)
    .where('area', '=', area)
    .where('subject', '=', subject)
    .returning('first_login_at')
    .executeTakeFirst();
  return row?.first_login_at;
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
