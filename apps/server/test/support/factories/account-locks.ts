import { ACCOUNT_RULE, claimAttempt, PAIR_RULE } from '../../../src/auth/login-throttle';
import type { Db } from '../../../src/db/database';
import { newAddress } from '../registration';

/**
 * Locks an account with no attempts counted as wrong guesses do (decision 037): the account's whole allowance spent
 * from as few addresses as the pair limit lets, then one more attempt from another address, which starts the lock
 * and records it. It counts through the throttle itself, so the rows (`login_throttle`, `login_locks`) are the real
 * ones without the slow password hash each attempt over HTTP costs. Answers the addresses used, the locking one last.
 */
export async function lockAccount(db: Db, area: string, account: string, now: Date): Promise<string[]> {
  const attackers = Array.from({ length: ACCOUNT_RULE.limit / PAIR_RULE.limit }, newAddress);
  for (const ip of attackers) for (let i = 0; i < PAIR_RULE.limit; i++) await claimAttempt(db, area, account, ip, now);
  const locker = newAddress();
  await claimAttempt(db, area, account, locker, now);
  return [...attackers, locker];
}

/**
 * The throttle and lock rows of one account and the addresses its attempts came from, in order, with the account and
 * addresses named by role: a lock made over HTTP and one made by `lockAccount` compare equal when they are the same.
 */
export async function lockRowsOf(db: Db, area: string, account: string, addresses: readonly string[]) {
  const role = (part: string) => (part === account ? 'account' : addresses.includes(part) ? `address${addresses.indexOf(part)}` : part);
  // a key is an account, an address or `{account}|{address}`
  const roleOf = (key: string | null) => key?.split('|').map(role).join('|') ?? null;
  const keys = [account, ...addresses, ...addresses.map((ip) => `${account}|${ip}`)];
  const throttles = await db
    .selectFrom('login_throttle')
    .select(['scope', 'key', 'failures', 'window_started_at', 'locked_until'])
    .where('scope', 'like', `${area}:%`)
    .where('key', 'in', keys)
    .execute();
  const locks = await db
    .selectFrom('login_locks')
    .select(['area', 'kind', 'membership_no', 'address', 'locked_at', 'locked_until'])
    .where('area', '=', area)
    .where('membership_no', '=', account)
    .execute();
  return {
    throttles: throttles.map((row) => ({ ...row, key: roleOf(row.key) })).sort((a, b) => `${a.scope} ${a.key}`.localeCompare(`${b.scope} ${b.key}`)),
    locks: locks.map((row) => ({ ...row, membership_no: roleOf(row.membership_no), address: roleOf(row.address) })),
  };
}
