import type { Db } from '../db/database';
import {
  clearThrottle,
  findLockedUntil,
  recordFailure,
  type ThrottleRule,
} from '../db/repositories/login-throttle-repository';

const MINUTE = 60_000;
/** 5 failures for one account within 15 minutes lock it for 15 minutes. */
export const ACCOUNT_RULE: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** One address gets more room: a unit's office may share one public address. */
export const ADDRESS_RULE: ThrottleRule = { limit: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

export type Lock = { scope: 'account' | 'address'; until: Date };

export async function findLock(db: Db, area: string, account: string, ip: string, now: Date): Promise<Lock | undefined> {
  const [byAddress, byAccount] = await Promise.all([
    findLockedUntil(db, `${area}:address`, ip, now),
    findLockedUntil(db, `${area}:account`, account, now),
  ]);
  if (byAccount) return { scope: 'account', until: byAccount };
  if (byAddress) return { scope: 'address', until: byAddress };
  return undefined;
}

export async function countFailure(db: Db, area: string, account: string, ip: string, now: Date): Promise<void> {
  await recordFailure(db, `${area}:account`, account, now, ACCOUNT_RULE);
  await recordFailure(db, `${area}:address`, ip, now, ADDRESS_RULE);
}

/** A successful login forgives the account's failures; the address count stays, so one good account cannot reset it. */
export async function forgiveAccount(db: Db, area: string, account: string): Promise<void> {
  await clearThrottle(db, `${area}:account`, account);
}

export function minutesLeft(lock: Lock, now: Date): number {
  return Math.max(1, Math.ceil((lock.until.getTime() - now.getTime()) / MINUTE));
}
