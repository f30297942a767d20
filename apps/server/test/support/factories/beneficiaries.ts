import type { Db } from '../../../src/db/database';

/** The member's beneficiaries (gian), in the order given, with the shares given. */
export async function addBeneficiaries(db: Db, membershipNo: string, shares: { full_name: string; relationship: string; share_percent: number }[]): Promise<void> {
  await db.insertInto('beneficiaries').values(shares.map((b, i) => ({ membership_no: membershipNo, seq: i + 1, ...b }))).execute();
}
