import type { Db } from '../db/database';
import { recordLock } from '../db/repositories/login-lock-repository';
import {
  clearThrottle,
  countAttempt,
  type ThrottleRule,
  uncountAttempt,
} from '../db/repositories/login-throttle-repository';

const MINUTE = 60_000;
/** Guessing one account from one address: 5 attempts that fail within 15 minutes lock the pair for 15 minutes. */
export const PAIR_RULE: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** One address over any accounts gets more room: a unit's office may share one public address. */
export const ADDRESS_RULE: ThrottleRule = { limit: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** One account from all addresses; past it a login needs a reCAPTCHA answer or a device the member used before. */
export const ACCOUNT_RULE: ThrottleRule = { limit: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

export type LockKind = 'pair' | 'address' | 'account';
export interface Lock {
  kind: LockKind;
  until: Date;
}

const scope = (area: string, kind: LockKind) => `${area}:${kind}`;
const keys = (account: string, ip: string): Record<LockKind, string> => ({ pair: `${account}|${ip}`, address: ip, account });
const RULES: Record<LockKind, ThrottleRule> = { pair: PAIR_RULE, address: ADDRESS_RULE, account: ACCOUNT_RULE };

/** One counted attempt: the lock it is over, if any, and how many more may fail before a lock. */
export interface CountedAttempt {
  lock: Lock | undefined;
  /** Failures still allowed after this one before the lowest limit locks (0 once locked); what a form can tell. */
  triesLeft: number;
  /** This attempt's number against the account from every address in the window; 0 when a pair or address lock stopped it first. */
  accountCount: number;
}

/**
 * Counts one login attempt against each limit before its password is checked, so parallel attempts cannot pass a
 * limit, and answers the lock it is over, if any, with the tries left under the nearest limit. The pair is counted
 * first and a refused attempt counts no further: an attacker hammering one locked pair does not spend the account's
 * or the address's allowance.
 */
export async function countAttemptAgainstLimits(db: Db, area: string, account: string, ip: string, now: Date): Promise<CountedAttempt> {
  const key = keys(account, ip);
  let triesLeft = Number.POSITIVE_INFINITY;
  let accountCount = 0;
  for (const kind of ['pair', 'address', 'account'] as const) {
    const rule = RULES[kind];
    const { count, lockedUntil } = await countAttempt(db, scope(area, kind), key[kind], now, rule);
    if (kind === 'account') accountCount = count;
    if (lockedUntil === null || lockedUntil <= now) {
      triesLeft = Math.min(triesLeft, Math.max(0, rule.limit - count));
      continue;
    }
    if (count === rule.limit + 1) {
      const membershipNo = kind === 'address' ? null : account;
      await recordLock(db, { area, kind, membership_no: membershipNo, address: ip, locked_at: now, locked_until: lockedUntil });
    }
    return { lock: { kind, until: lockedUntil }, triesLeft: 0, accountCount };
  }
  return { lock: undefined, triesLeft, accountCount };
}

/** Counts one attempt (countAttemptAgainstLimits) where only the lock matters. */
export async function claimAttempt(db: Db, area: string, account: string, ip: string, now: Date): Promise<Lock | undefined> {
  return (await countAttemptAgainstLimits(db, area, account, ip, now)).lock;
}

/**
 * A success clears the pair's failures and gives its attempt back to the address and the account, whose counts
 * stay otherwise: one good login cannot reset what an address or account has spent.
 */
export async function settleSuccess(db: Db, area: string, account: string, ip: string): Promise<void> {
  const key = keys(account, ip);
  await clearThrottle(db, scope(area, 'pair'), key.pair);
  await uncountAttempt(db, scope(area, 'address'), key.address);
  await uncountAttempt(db, scope(area, 'account'), key.account);
}

export function minutesLeft(lock: Lock, now: Date): number {
  return Math.max(1, Math.ceil((lock.until.getTime() - now.getTime()) / MINUTE));
}
