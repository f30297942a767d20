import type { StaffLockNotice } from '@coop/contract';
import type { Db } from '../../db/database';
import { findAuditEntries } from '../../db/repositories/audit-log-repository';
import { findLastLogin } from '../../db/repositories/known-device-repository';
import { listLocksOf } from '../../db/repositories/login-lock-repository';

/** Enough failed passwords to count their addresses; beyond it the count of failures is still exact. */
const FAILURES_READ = 1000;

/**
 * What the owner is told at login when wrong passwords locked the account since their previous login (decision 037):
 * staff have no e-mail address on file, so the console is where they learn it. Read before this login is recorded.
 */
export async function lockNoticeFor(db: Db, username: string): Promise<StaffLockNotice | undefined> {
  const since = await findLastLogin(db, 'staff', username);
  const [latest] = await listLocksOf(db, ['staff'], username, 1);
  if (!latest || (since && latest.locked_at <= since)) return undefined;
  const failed = await findAuditEntries(db, { actor: username, action: 'staff.login_failed', ...(since ? { from: since } : {}) }, 0, FAILURES_READ);
  return {
    last_locked_at: latest.locked_at.toISOString(),
    failures: failed.total,
    addresses: new Set(failed.rows.map((row) => row.ip)).size,
  };
}
