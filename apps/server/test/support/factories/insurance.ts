import type { Db } from '../../../src/db/database';

/** An insurance policy of the member. */
export async function addInsurancePolicy(db: Db, membershipNo: string, coverage = 500_000): Promise<{ policy_no: string }> {
  const policy_no = `P-${membershipNo}`;
  await db
    .insertInto('insurance_policies')
    .values({
      membership_no: membershipNo, insurer: 'บริษัทประกันทดสอบ', policy_type: 'ประกันชีวิตกลุ่ม', policy_no, coverage, premium: 3600,
      monthly_premium: 300, start_date: '2026-01-01', end_date: '2026-12-31', status: 'คุ้มครอง',
    })
    .execute();
  return { policy_no };
}
