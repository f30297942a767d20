import { type ExpressionBuilder, sql } from 'kysely';
import { compiledOnce } from '../compiled-once';
import type { Db } from '../database';
import type { Database } from '../schema';

export interface ThrottleRule {
  /** Failures within the window that lock the key. */
  limit: number;
  windowMs: number;
  lockMs: number;
}

export interface AttemptCount {
  /** This attempt's number within the window; `limit + 1` is the one that starts a lock. */
  count: number;
  lockedUntil: Date | null;
}

/**
 * Counts one attempt before it is judged, in one atomic statement that returns the new count: concurrent attempts
 * get distinct numbers, so no more than `limit` of them within a window can go on. The attempt numbered `limit + 1`
 * locks the key for `lockMs` (which must be at least `windowMs`, so the window cannot restart under a lock).
 */
export async function countAttempt(db: Db, scope: string, key: string, now: Date, rule: ThrottleRule): Promise<AttemptCount> {
  return countAttemptOf(db, countParams(scope, key, now, rule));
}

/** countAttempt with its values already worked out (countParams). */
export async function countAttemptOf(db: Db, params: CountParams): Promise<AttemptCount> {
  const [row] = await countStatement(db, params);
  return { count: row!.failures, lockedUntil: row!.locked_until };
}

/** What counting one attempt of `key` at `now` under `rule` writes. */
export function countParams(scope: string, key: string, now: Date, rule: ThrottleRule): CountParams {
  const lockUntil = new Date(now.getTime() + rule.lockMs);
  return {
    scope,
    key,
    now,
    windowStart: new Date(now.getTime() - rule.windowMs),
    lockUntil,
    firstLock: rule.limit < 1 ? lockUntil : null,
    lockAt: rule.limit + 1,
  };
}

export interface CountParams {
  scope: string;
  key: string;
  now: Date;
  windowStart: Date;
  lockUntil: Date;
  /** A limit below one locks at the first attempt. */
  firstLock: Date | null;
  /** The attempt that starts a lock: the limit's next. */
  lockAt: number;
}

/**
 * The counting upsert, returning the new count and any lock: run alone, or as the first part of a statement that
 * begins the counted work (a data-modifying `with` runs once, whatever reads it), saving a round trip per call.
 */
export function attemptCountQuery(db: Db, p: CountParams) {
  const expired = sql<boolean>`login_throttle.window_started_at <= ${p.windowStart}`;
  const count = sql<number>`case when ${expired} then 1 else login_throttle.failures + 1 end`;
  return db
    .insertInto('login_throttle')
    .values({ scope: p.scope, key: p.key, failures: 1, window_started_at: p.now, locked_until: p.firstLock })
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({
        failures: count,
        window_started_at: sql`case when ${expired} then ${p.now} else login_throttle.window_started_at end`,
        locked_until: sql`case when ${count} = ${p.lockAt} then ${p.lockUntil}::timestamptz else login_throttle.locked_until end`,
      }),
    )
    .returning(['failures', 'locked_until']);
}

// every limited request counts once before its work (logins, costly routes): built and compiled once, not per call
const countStatement = compiledOnce(attemptCountQuery);

/** Takes back one counted attempt that turned out to be a success (never below zero). */
export async function uncountAttempt(db: Db, scope: string, key: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ failures: sql`greatest(failures - 1, 0)` })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

export async function clearThrottle(db: Db, scope: string, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('scope', '=', scope).where('key', '=', key).execute();
}

/**
 * One account's rows in the given areas: its pairs with every address (`{account}|{ip}`) and its own account-wide
 * count. An address's own count is not the account's: a shared office address stays as it is.
 */
const ofAccount =
  (areas: readonly string[], account: string) =>
  (eb: ExpressionBuilder<Database, 'login_throttle'>) =>
    eb.or([
      eb.and([eb('scope', 'in', areas.map((area) => `${area}:pair`)), eb(sql<boolean>`starts_with(key, ${`${account}|`})`, '=', true)]),
      eb.and([eb('scope', 'in', areas.map((area) => `${area}:account`)), eb('key', '=', account)]),
    ]);

export function findThrottlesOfAccount(db: Db, areas: readonly string[], account: string) {
  return db
    .selectFrom('login_throttle')
    .select(['scope', 'failures', 'locked_until'])
    .where(ofAccount(areas, account))
    .execute();
}

/** Forgets the account's counts and locks in those areas (a support unlock). */
export async function deleteThrottlesOfAccount(db: Db, areas: readonly string[], account: string): Promise<void> {
  await db.deleteFrom('login_throttle').where(ofAccount(areas, account)).execute();
}

/**
 * Forgets counters that can no longer refuse anything: their window began before `before` (longer ago than any
 * rule's window) and they hold no lock that lasts. Answers how many went.
 */
export async function deleteSpentThrottles(db: Db, before: Date, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('login_throttle')
    .where('window_started_at', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
