import type { Db } from '../../db/database';

export function listWelfareReceived(db: Db, membershipNo: string) {
  return db
    .selectFrom('welfare_claims as c')
    .innerJoin('welfare_types as t', 't.code', 'c.welfare_code')
    .select(['c.welfare_code', 't.name', 'c.claim_date', 'c.amount', 'c.status', 'c.note'])
    .where('c.membership_no', '=', membershipNo)
    .orderBy('c.claim_date', 'desc')
    .execute();
}

export function listWelfareTypes(db: Db) {
  return db.selectFrom('welfare_types').select(['code', 'name', 'description', 'amount', 'once_only']).orderBy('code').execute();
}
