import type { Db } from '../database';

/** The member's share account: a query to run or to nest in another. */
export function shareAccountOf(db: Db, membershipNo: string) {
  return db
    .selectFrom('share_accounts')
    .select(['share_value', 'share_count', 'monthly_payment', 'last_period', 'suspended'])
    .where('membership_no', '=', membershipNo);
}

export const findShareAccount = (db: Db, membershipNo: string) => shareAccountOf(db, membershipNo).executeTakeFirst();
