import type { Db } from '../../../src/db/database';

/** A refresh of the read copy from core banking (decision 006), at the time given. */
export async function addDataRefresh(db: Db, at: Date): Promise<void> {
  await db.insertInto('data_refreshes').values({ source: 'test', refreshed_at: at }).execute();
}
