import type { AdminCategory, AdminItemSummary, AttachmentInput, ContentBackground, ContentType } from '@coop/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Every category with how many items it holds, in the order of the home page. */
export async function listCategoriesForStaff(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .selectFrom('content_categories as c')
    .select(['c.id', 'c.content_type', 'c.name', 'c.home_count', 'c.background'])
    .select((eb) => eb.selectFrom('content_items as i').whereRef('i.category_id', '=', 'c.id').select(eb.fn.countAll<number>().as('n')).as('item_count'))
    .orderBy('c.seq')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    content_type: r.content_type as ContentType,
    background: r.background as ContentBackground | null,
    item_count: Number(r.item_count ?? 0),
  }));
}

export interface CategoryValues {
  content_type: ContentType;
  name: string;
  home_count: number;
  background: ContentBackground | null;
}

export async function insertCategory(db: Db, values: CategoryValues): Promise<number> {
  const row = await db
    .insertInto('content_categories')
    .values((eb) => ({ ...values, seq: eb.selectFrom('content_categories').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')) }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(db: Db, id: number, values: CategoryValues): Promise<void> {
  await db.updateTable('content_categories').set(values).where('id', '=', id).execute();
}

export interface ItemFilter {
  categoryId?: number;
  search?: string;
}

/** `%` and `_` typed by staff are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filteredItems(db: Db, filter: ItemFilter) {
  let query = db.selectFrom('content_items as i').innerJoin('content_categories as c', 'c.id', 'i.category_id');
  if (filter.categoryId !== undefined) query = query.where('i.category_id', '=', filter.categoryId);
  const search = filter.search?.trim();
  if (search) query = query.where((eb) => eb.or([eb('i.title', 'ilike', likePattern(search)), eb('i.body', 'ilike', likePattern(search))]));
  return query;
}

/** Every item, unpublished and future ones too, newest first. */
export async function listItemsForStaff(
  db: Db,
  filter: ItemFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; items: AdminItemSummary[] }> {
  const [count, rows] = await Promise.all([
    filteredItems(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filteredItems(db, filter)
      .select(['i.id', 'i.category_id', 'c.name as category_name', 'i.title', 'i.published', 'i.published_at', 'i.highlight', 'i.view_count'])
      .orderBy('i.published_at', 'desc')
      .orderBy('i.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total: Number(count.total), items: rows.map((r) => ({ ...r, published_at: r.published_at.toISOString() })) };
}

export async function findItemForStaff(db: Db, id: number) {
  const item = await db
    .selectFrom('content_items')
    .select(['id', 'category_id', 'title', 'body', 'body_html', 'cover_image', 'published', 'published_at', 'highlight'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) return undefined;
  const attachments = await db
    .selectFrom('content_attachments')
    .select(['title', 'path', 'size_bytes'])
    .where('item_id', '=', id)
    .orderBy('seq')
    .orderBy('id')
    .execute();
  return { ...item, attachments };
}

export interface ItemValues {
  category_id: number;
  title: string;
  body: string;
  body_html: string;
  cover_image: string | null;
  published: boolean;
  published_at: Date;
  highlight: boolean;
}

async function replaceAttachments(db: Db, itemId: number, attachments: AttachmentInput[]): Promise<void> {
  await db.deleteFrom('content_attachments').where('item_id', '=', itemId).execute();
  if (attachments.length === 0) return;
  await db
    .insertInto('content_attachments')
    .values(attachments.map((a, index) => ({ item_id: itemId, seq: index + 1, title: a.title, path: a.path, size_bytes: a.size_bytes })))
    .execute();
}

/** Run it in a transaction: the item and its attachments are one change. */
export async function insertItem(trx: Db, values: ItemValues, attachments: AttachmentInput[], now: Date): Promise<number> {
  const row = await trx
    .insertInto('content_items')
    .values({ ...values, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceAttachments(trx, row.id, attachments);
  return row.id;
}

/** Run it in a transaction: the item and its attachments are one change. */
export async function updateItem(trx: Db, id: number, values: ItemValues, attachments: AttachmentInput[], now: Date): Promise<void> {
  await trx.updateTable('content_items').set({ ...values, updated_at: now }).where('id', '=', id).execute();
  await replaceAttachments(trx, id, attachments);
}

/** Its pictures and attachments rows go with it (the files stay: their names are unguessable and unlisted). */
export async function deleteItem(db: Db, id: number): Promise<void> {
  await db.deleteFrom('content_items').where('id', '=', id).execute();
}
