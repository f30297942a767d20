import type { Insertable } from 'kysely';
import type { Db } from '../../../src/db/database';
import type { DepositAccountTable } from '../../../src/db/schema';

let nextAccount = 0;

const DAY_MS = 86_400_000;

/**
 * A deposit account of the member with a statement, one movement a day from the opening date, whose running balance
 * ends at the account's balance (rounded to the satang at each step, as the ledger is).
 */
export async function addDepositAccount(
  db: Db,
  membershipNo: string,
  fields: Partial<Insertable<DepositAccountTable>> = {},
  movements: number[] = [1500, 250.25, -100.5],
): Promise<Insertable<DepositAccountTable> & { balance: number }> {
  nextAccount += 1;
  const balance = movements.reduce((s, m) => Math.round((s + m) * 100) / 100, 0);
  const account = {
    account_no: `${membershipNo}${String(nextAccount).padStart(3, '0')}`,
    membership_no: membershipNo,
    type_code: '01',
    type_name: 'ออมทรัพย์',
    account_name: `บัญชีทดสอบ ${membershipNo}`,
    balance,
    accrued_interest: 12.34,
    withdrawable: balance,
    held_amount: 0,
    open_date: '2020-01-15',
    closed: false,
    ...fields,
  };
  await db.insertInto('deposit_accounts').values(account).execute();
  let running = 0;
  const lines = movements.map((m, i) => {
    running = Math.round((running + m) * 100) / 100;
    return {
      account_no: account.account_no,
      seq: i + 1,
      operate_date: new Date(Date.parse(account.open_date) + i * DAY_MS).toISOString().slice(0, 10),
      item_code: m >= 0 ? 'DEP' : 'WTD',
      item_desc: m >= 0 ? 'ฝากเงิน' : 'ถอนเงิน',
      sign: m >= 0 ? 1 : -1,
      amount: Math.abs(m),
      balance: running,
    };
  });
  // 8 columns a line: 1,000 lines stay under PostgreSQL's 65,535 parameters a statement
  for (let i = 0; i < lines.length; i += 1000) await db.insertInto('deposit_statements').values(lines.slice(i, i + 1000)).execute();
  return account;
}
