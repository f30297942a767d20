import type { Db } from '../../db/database';

/** When the read copy was last refreshed from core banking. */
export async function lastRefreshedAt(db: Db): Promise<Date | undefined> {
  const row = await db
    .selectFrom('data_refreshes')
    .select('refreshed_at')
    .orderBy('refreshed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.refreshed_at;
}
