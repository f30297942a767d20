import type { Db } from '../../../src/db/database';

/** A page of text as staff would publish it (the terms of use, the clerks' guide), at the version given. */
export async function addSitePage(db: Db, page: { key: string; title: string; body: string; version?: number }): Promise<void> {
  await db.insertInto('site_pages').values({ ...page, updated_at: new Date('2026-11-01T03:00:00Z') }).execute();
}
