import type { Db } from '../database';

/** A staff-edited page of text (the clerks' guide, the terms of use), as the API answers it; undefined if none. */
export async function findSitePage(db: Db, key: string) {
  const page = await db.selectFrom('site_pages').select(['title', 'body', 'version', 'updated_at']).where('key', '=', key).executeTakeFirst();
  return page && { rc_code: '1' as const, title: page.title, body: page.body, version: page.version, updated_at: page.updated_at.toISOString() };
}
