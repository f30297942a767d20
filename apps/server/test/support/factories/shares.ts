import type { Db } from '../../../src/db/database';

/** The member's share account with `months` monthly purchases of `monthly` baht, the statement adding up to the value. */
export async function addShares(db: Db, membershipNo: string, { months = 4, monthly = 500 } = {}): Promise<{ share_value: number }> {
  const share_value = months * monthly;
  await db
    .insertInto('share_accounts')
    .values({ membership_no: membershipNo, share_value, share_count: share_value / 10, monthly_payment: monthly, last_period: months, suspended: false })
    .execute();
  if (months === 0) return { share_value };
  await db
    .insertInto('share_statements')
    .values(
      Array.from({ length: months }, (_, i) => ({
        membership_no: membershipNo,
        seq: i + 1,
        operate_date: `2026-${String(i + 1).padStart(2, '0')}-25`,
        item_code: 'SHM',
        item_desc: 'ซื้อหุ้นรายเดือน',
        period: i + 1,
        amount: monthly,
        sign: 1,
        balance: monthly * (i + 1),
      })),
    )
    .execute();
  return { share_value };
}
