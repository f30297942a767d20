import type { ContentType } from '@coop/contract';
import type { Db } from '../../../src/db/database';

/** A content category; with `homeCount` above 0 the home page shows that many of its latest items. */
export async function addContentCategory(db: Db, name: string, contentType: ContentType = 'news', homeCount = 0): Promise<number> {
  const row = await db
    .insertInto('content_categories')
    .values({ content_type: contentType, name, seq: 99, home_count: homeCount })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An item of the category, by default published and dated before the tests' clock; `highlight` puts it among the
 * home highlights.
 */
export async function addContentItem(
  db: Db,
  categoryId: number,
  item: { title: string; body: string; highlight?: boolean; published?: boolean; published_at?: Date },
): Promise<number> {
  const row = await db
    .insertInto('content_items')
    .values({ category_id: categoryId, cover_image: null, published_at: new Date('2026-11-01T03:00:00Z'), published: true, ...item })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
