import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../compiled-once';
import type { Db } from '../database';
import { monthEndBalancesOf } from '../month-end-balances';
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

/** The member's deposit accounts that are still open: the ones a request or an application may name. */
export function listOpenDepositAccounts(db: Db, membershipNo: string) {
  return db
    .selectFrom('deposit_accounts')
    .select(['account_no', 'account_name', 'type_name'])
    .where('membership_no', '=', membershipNo)
    .where('closed', '=', false)
    .orderBy('account_no')
    .execute();
}

/** One open account of this member, or undefined: another member's account or a closed one finds nothing. */
export function findOpenDepositAccount(db: Db, membershipNo: string, accountNo: string) {
  return db
    .selectFrom('deposit_accounts')
    .select(['account_no', 'account_name'])
    .where('membership_no', '=', membershipNo)
    .where('account_no', '=', accountNo)
    .where('closed', '=', false)
    .executeTakeFirst();
}

/** The deposit page's statement: the accounts and their balance at each month end, in one round trip, built once. */
const depositPageStatement = compiledOnce((db, p: { no: string; today: string; months: number }) =>
  db.selectNoFrom([
    jsonArrayFrom(depositAccountsOf(db, p.no).orderBy('closed').orderBy('account_no')).as('accounts'),
    monthEndBalancesOf('deposit', p.no, p.today, p.months).as('monthly'),
  ]),
);

/** The member's deposit accounts, open ones first, and their balance together at each of the last `months` month ends. */
export async function readDepositPage(db: Db, membershipNo: string, today: string, months: number) {
  const [row] = await depositPageStatement(db, { no: membershipNo, today, months });
  return row!;
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
