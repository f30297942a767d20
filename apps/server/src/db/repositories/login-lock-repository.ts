import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { LoginLockTable } from '../schema';

/** Keeps the record of a lock as it began, for staff to read later. */
export async function recordLock(db: Db, lock: Omit<Insertable<LoginLockTable>, 'id'>): Promise<void> {
  await db.insertInto('login_locks').values(lock).execute();
}

/** The latest locks of one account in the given areas, newest first (the history behind a support call). */
export function listLocksOf(db: Db, areas: readonly string[], account: string, limit: number) {
  return db
    .selectFrom('login_locks')
    .select(['area', 'kind', 'address', 'locked_at', 'locked_until'])
    .where('membership_no', '=', account)
    .where('area', 'in', areas)
    .orderBy('locked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
