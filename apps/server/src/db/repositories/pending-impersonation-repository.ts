import type { Db } from '../database';

export interface PendingImpersonation {
  staffUsername: string;
  membershipNo: string;
  reason: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The staff user's one pending impersonation: a newer request replaces one not yet spent. */
export async function savePendingImpersonation(db: Db, p: PendingImpersonation): Promise<void> {
  const values = { membership_no: p.membershipNo, reason: p.reason, created_at: p.createdAt, expires_at: p.expiresAt };
  await db
    .insertInto('pending_impersonations')
    .values({ staff_username: p.staffUsername, ...values })
    .onConflict((oc) => oc.column('staff_username').doUpdateSet(values))
    .execute();
}

/** Spends the staff user's pending impersonation, if one is still fresh: one request opens at most one session. */
export function takePendingImpersonation(db: Db, staffUsername: string, now: Date) {
  return db
    .deleteFrom('pending_impersonations')
    .where('staff_username', '=', staffUsername)
    .where('expires_at', '>', now)
    .returning(['membership_no', 'reason'])
    .executeTakeFirst();
}

/** Forgets a request not yet spent: its staff user may no longer open it (logged out, disabled…). */
export async function deletePendingImpersonation(db: Db, staffUsername: string): Promise<void> {
  await db.deleteFrom('pending_impersonations').where('staff_username', '=', staffUsername).execute();
}
