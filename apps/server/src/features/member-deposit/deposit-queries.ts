import type { Db } from '../../db/database';
import { type PageRequest, readOwnedStatementPage } from '../../db/statement-page';

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

type DepositAccountRow = Awaited<ReturnType<ReturnType<typeof accountsOf>['executeTakeFirstOrThrow']>>;

/**
 * The account and one page of its statement, in one round trip. Keyed by the member as well: another member's
 * account number finds nothing (undefined).
 */
export function readDepositStatement<T>(db: Db, membershipNo: string, accountNo: string, page: PageRequest) {
  const account = accountsOf(db, membershipNo).where('account_no', '=', accountNo);
  return readOwnedStatementPage<DepositAccountRow, T>(db, 'deposit_statements', accountNo, page, account);
}
