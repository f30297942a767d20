import type { Insertable } from 'kysely';
import type { Db } from '../../../src/db/database';
import type { WelfareTypeTable } from '../../../src/db/schema';

/** A kind of welfare the cooperative pays (shared by every member of the database; written once). */
export async function addWelfareType(db: Db, type: Insertable<WelfareTypeTable>): Promise<void> {
  await db.insertInto('welfare_types').values(type).onConflict((oc) => oc.doNothing()).execute();
}

/** A welfare payment the member received. */
export async function addWelfareClaim(db: Db, membershipNo: string, welfareCode: string, amount: number, claimDate = '2026-03-01'): Promise<void> {
  await db.insertInto('welfare_claims').values({ membership_no: membershipNo, welfare_code: welfareCode, claim_date: claimDate, amount, status: 'จ่ายแล้ว', note: '' }).execute();
}
