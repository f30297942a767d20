import type { Db } from '../database';

/** Only the years staff approved; newest first: a query to run or to nest in another. */
export function approvedDividendsOf(db: Db, membershipNo: string) {
  return db
    .selectFrom('dividends as d')
    .innerJoin('dividend_years as y', 'y.year', 'd.year')
    .select([
      'd.year', 'y.dividend_rate', 'y.refund_rate', 'd.share_base', 'd.dividend_amount', 'd.interest_paid',
      'd.refund_amount', 'd.deduction_amount', 'd.deduction_desc', 'd.net_amount', 'd.pay_method', 'd.bank_name',
      'd.bank_account', 'y.paid_date',
    ])
    .where('d.membership_no', '=', membershipNo)
    .where('y.approved', '=', true)
    .orderBy('d.year', 'desc');
}

export const listApprovedDividends = (db: Db, membershipNo: string) => approvedDividendsOf(db, membershipNo).execute();
