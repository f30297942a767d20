import type { Db } from '../database';
import { type PageRequest, readOwnedStatementPage } from '../statement-page';

/** The member's deposit accounts, closed ones included: a query to run or to nest in another. */
export function depositAccountsOf(db: Db, membershipNo: string) {
  return db
    .selectFrom('deposit_accounts')
    .select([
      'account_no', 'type_code', 'type_name', 'account_name', 'balance', 'accrued_interest', 'withdrawable',
      'held_amount', 'open_date', 'closed',
    ])
    .where('membership_no', '=', membershipNo);
}

export function listDepositAccounts(db: Db, membershipNo: string) {
  return depositAccountsOf(db, membershipNo).orderBy('closed').orderBy('account_no').execute();
}

type DepositAccountRow = Awaited<ReturnType<ReturnType<typeof depositAccountsOf>['executeTakeFirstOrThrow']>>;

/**
 * The account and one page of its statement, in one round trip. Keyed by the member as well: another member's
 * account number finds nothing (undefined).
 */
export function readDepositStatement<T>(db: Db, membershipNo: string, accountNo: string, page: PageRequest) {
  const account = depositAccountsOf(db, membershipNo).where('account_no', '=', accountNo);
  return readOwnedStatementPage<DepositAccountRow, T>(db, 'deposit_statements', accountNo, page, account);
}
