import type { Db } from '../database';

/** The items `/show/{id}` opens now (published, their date come), with their category: the public site's and the console's. */
export function publishedContent(db: Db, now: Date) {
  return db
    .selectFrom('content_items as i')
    .innerJoin('content_categories as c', 'c.id', 'i.category_id')
    .where('i.published_at', '<=', now)
    .where('i.published', '=', true);
}

/** Whether `/show/{id}` opens the item now. */
export async function isPublishedItem(db: Db, now: Date, id: number): Promise<boolean> {
  const row = await publishedContent(db, now).select('i.id').where('i.id', '=', id).executeTakeFirst();
  return row !== undefined;
}
