import type { Db } from '../database';

function accountsOf(db: Db, membershipNo: string) {
  return db
    .selectFrom('deposit_accounts')
    .select([
      'account_no', 'type_code', 'type_name', 'account_name', 'balance', 'accrued_interest', 'withdrawable',
      'held_amount', 'open_date', 'closed',
    ])
    .where('membership_no', '=', membershipNo);
}

export function listDepositAccounts(db: Db, membershipNo: string) {
  return accountsOf(db, membershipNo).orderBy('closed').orderBy('account_no').execute();
}

/** Keyed by the member as well: another member's account number finds nothing. */
export function findDepositAccount(db: Db, membershipNo: string, accountNo: string) {
  return accountsOf(db, membershipNo).where('account_no', '=', accountNo).executeTakeFirst();
}
