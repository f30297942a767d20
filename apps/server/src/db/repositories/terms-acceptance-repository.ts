import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { MemberTermsAcceptanceTable } from '../schema';

export async function recordTermsAcceptance(db: Db, acceptance: Insertable<MemberTermsAcceptanceTable>): Promise<void> {
  await db.insertInto('member_terms_acceptances').values(acceptance).execute();
}
