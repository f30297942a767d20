import type { Db } from '../../db/database';

export function listBeneficiaries(db: Db, membershipNo: string) {
  return db
    .selectFrom('beneficiaries')
    .select(['seq', 'full_name', 'relationship', 'share_percent'])
    .where('membership_no', '=', membershipNo)
    .orderBy('seq')
    .execute();
}
