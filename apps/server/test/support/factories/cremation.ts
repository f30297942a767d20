import type { Db } from '../../../src/db/database';

/** The member's membership of a cremation association and one month's deduction for it. */
export async function addCremation(
  db: Db,
  membershipNo: string,
  { association = 'สสอ.ทบ.', year = 2026, month = 11, posted = false, amount = 480 } = {},
): Promise<void> {
  await db
    .insertInto('cremation_memberships')
    .values({
      membership_no: membershipNo, association, cremation_no: `C${membershipNo}`, applied_date: '2015-04-01', status: 'ปกติ',
      balance: 0, arrears: 0, pending: 0, beneficiaries: JSON.stringify([{ name: 'นางสมศรี ใจดี', relationship: 'คู่สมรส' }]),
    })
    .execute();
  await db
    .insertInto('cremation_deductions')
    .values({ membership_no: membershipNo, year, month, association, receipt_no: `K${year}${month}-${membershipNo}`, deceased_count: 4, amount, posted })
    .execute();
}
