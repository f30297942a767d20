import type { Db } from '../database';

export function findSitePage(db: Db, key: string) {
  return db.selectFrom('site_pages').select(['title', 'body', 'updated_at']).where('key', '=', key).executeTakeFirst();
}
