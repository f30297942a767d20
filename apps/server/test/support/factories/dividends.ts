import type { Db } from '../../../src/db/database';

/**
 * The member's dividend for a year, computed from the share base as staff would (dividend at the year's rate, less a
 * fixed deduction); the year is declared with its rates once, approved or not, for every member of the database.
 */
export async function addDividend(
  db: Db,
  membershipNo: string,
  { year, approved = true, shareBase = 48_000, rate = 5.25, deduction = 100 }: { year: number; approved?: boolean; shareBase?: number; rate?: number; deduction?: number },
): Promise<void> {
  await db
    .insertInto('dividend_years')
    .values({ year, dividend_rate: rate, refund_rate: 0, approved, paid_date: approved ? `${year + 1}-03-31` : null })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const dividend_amount = Math.round(shareBase * rate) / 100;
  const net_amount = Math.round((dividend_amount - deduction) * 100) / 100;
  await db
    .insertInto('dividends')
    .values({
      membership_no: membershipNo, year, share_base: shareBase, dividend_amount, interest_paid: 0, refund_amount: 0,
      deduction_amount: deduction, deduction_desc: 'ค่าบำรุง', net_amount, pay_method: 'โอนเข้าบัญชี', bank_name: 'ธนาคารทดสอบ',
      bank_account: '123-4-56789-0',
    })
    .execute();
}
