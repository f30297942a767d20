import type { Db } from '../../db/database';

export function listCremationMemberships(db: Db, membershipNo: string) {
  return db
    .selectFrom('cremation_memberships')
    .select(['association', 'cremation_no', 'applied_date', 'status', 'balance', 'arrears', 'pending', 'beneficiaries'])
    .where('membership_no', '=', membershipNo)
    .orderBy('id')
    .execute();
}

export function listCremationDeductions(db: Db, membershipNo: string) {
  return db
    .selectFrom('cremation_deductions')
    .select(['year', 'month', 'association', 'receipt_no', 'deceased_count', 'amount', 'posted'])
    .where('membership_no', '=', membershipNo)
    .orderBy('year', 'desc')
    .orderBy('month', 'desc')
    .orderBy('association')
    .execute();
}
