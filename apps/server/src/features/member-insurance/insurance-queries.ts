import type { Db } from '../../db/database';

export function listInsurancePolicies(db: Db, membershipNo: string) {
  return db
    .selectFrom('insurance_policies')
    .select(['insurer', 'policy_type', 'policy_no', 'coverage', 'premium', 'monthly_premium', 'start_date', 'end_date', 'status'])
    .where('membership_no', '=', membershipNo)
    .orderBy('start_date', 'desc')
    .execute();
}
