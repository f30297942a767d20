/** Limits on what one client address may do on the public site: post to the board or the demand form, check letters. */
import { countAttempt, type ThrottleRule } from '../db/repositories/login-throttle-repository';
import type { Db } from '../db/database';
import { clientAddress, type DomainContext } from '../domain/context';
import { ApiFailure } from './api-failure';

const MINUTE = 60_000;
/** 5 posts from one address within 10 minutes; then it waits 10 minutes. Kept in the database, so it holds across processes. */
const POST_RULE: ThrottleRule = { limit: 5, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE };

const thaiTime = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hour12: false });

export interface AddressLock {
  until: Date;
  minutes: number;
  /** What Retry-After says. */
  seconds: number;
}

/**
 * Counts one attempt of an address (or of whoever else spends a limit: costly-limit.ts) before it is judged, in one
 * atomic statement that numbers it (decision 039), so parallel attempts cannot all pass a limit they each read as not
 * yet reached. Answers the lock it is over, if any.
 */
export async function countAddressAttempt(db: Db, scope: string, key: string, now: Date, rule: ThrottleRule): Promise<AddressLock | undefined> {
  const { lockedUntil } = await countAttempt(db, scope, key, now, rule);
  return lockOf(lockedUntil, now);
}

/** The lock a count answered, while it still holds at `now`. */
export function lockOf(lockedUntil: Date | null, now: Date): AddressLock | undefined {
  if (lockedUntil === null || lockedUntil <= now) return undefined;
  const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
  return { until: lockedUntil, minutes: Math.max(1, Math.ceil(seconds / 60)), seconds };
}

/** The Thai 429 of an address over a limit, with the Retry-After of its lock. */
export const addressLocked = (lock: AddressLock, code: string, message: string) => new ApiFailure(429, code, message, { 'retry-after': String(lock.seconds) });

/**
 * Counts a post against the address it came from and refuses it with a Thai 429 (and Retry-After) beyond the limit.
 * Called before anything is stored; a post that fails later (a closed topic) has still spent its attempt.
 */
export async function claimPost(context: DomainContext, scope: string): Promise<void> {
  const now = context.now();
  const lock = await countAddressAttempt(context.db, scope, clientAddress(context), now, POST_RULE);
  if (!lock) return;
  throw addressLocked(lock, 'TOO_MANY_POSTS', `ท่านส่งข้อความบ่อยเกินไป กรุณาลองใหม่ในอีก ${lock.minutes} นาที (หลังเวลา ${thaiTime.format(lock.until)} น.)`);
}
