import { sql } from 'kysely';
import type { Db } from '../database';

export interface ThrottleRule {
  /** Failures within the window that lock the key. */
  limit: number;
  windowMs: number;
  lockMs: number;
}

export async function findLockedUntil(db: Db, scope: string, key: string, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return row?.locked_until ?? undefined;
}

/** Counts one failure in one atomic statement, so concurrent attempts cannot slip past the limit. */
export async function recordFailure(db: Db, scope: string, key: string, now: Date, rule: ThrottleRule): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const lockUntil = new Date(now.getTime() + rule.lockMs);
  const expired = sql<boolean>`login_throttle.window_started_at <= ${windowStart}`;
  const failures = sql<number>`case when ${expired} then 1 else login_throttle.failures + 1 end`;
  await db
    .insertInto('login_throttle')
    .values({
      scope,
      key,
      failures: 1,
      window_started_at: now,
      locked_until: rule.limit <= 1 ? lockUntil : null,
    })
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({
        failures,
        window_started_at: sql`case when ${expired} then ${now} else login_throttle.window_started_at end`,
        locked_until: sql`case when ${failures} >= ${rule.limit} then ${lockUntil}::timestamptz else null end`,
      }),
    )
    .execute();
}

export async function clearThrottle(db: Db, scope: string, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('scope', '=', scope).where('key', '=', key).execute();
}
