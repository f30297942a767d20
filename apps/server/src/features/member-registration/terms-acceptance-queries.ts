import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { MemberTermsAcceptanceTable } from '../../db/schema';

export async function recordTermsAcceptance(db: Db, acceptance: Insertable<MemberTermsAcceptanceTable>): Promise<void> {
  await db.insertInto('member_terms_acceptances').values(acceptance).execute();
}
