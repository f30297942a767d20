import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { LoginLockTable } from '../schema';

/** Keeps the record of a lock as it began, for staff to read later. */
export async function recordLock(db: Db, lock: Omit<Insertable<LoginLockTable>, 'id'>): Promise<void> {
  await db.insertInto('login_locks').values(lock).execute();
}

