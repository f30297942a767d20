import type { AdminMarqueeNote, AdminMenuResponse } from '@coop/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type Direction, swapped } from '../../db/list-order';


/** Every menu item and sub-item, hidden ones too, in the order visitors see them. */
export async function listMenuForStaff(db: Db): Promise<AdminMenuResponse> {
  const [items, subItems] = await Promise.all([
    db.selectFrom('menu_items').select(['seq', 'type', 'manu_name', 'url', 'is_parent', 'hidden']).orderBy('seq').execute(),
    db.selectFrom('menu_sub_items').select(['id', 'manu_id', 'url', 'description']).orderBy('manu_id').orderBy('seq').orderBy('id').execute(),
  ]);
  return { list_manu: items, list_sub_manu: subItems };
}

export interface MenuItemValues {
  type: string;
  manu_name: string;
  url: string;
  is_parent: boolean;
  hidden: boolean;
}

export function findMenuItem(db: Db, seq: number) {
  return db.selectFrom('menu_items').select(['seq', 'type', 'manu_name', 'url', 'is_parent', 'hidden']).where('seq', '=', seq).executeTakeFirst();
}

/** A new item goes last; its seq is its key from then on (spec 2.2). */
export async function insertMenuItem(db: Db, values: MenuItemValues): Promise<number> {
  const row = await db
    .insertInto('menu_items')
    .values((eb) => ({ ...values, seq: eb.selectFrom('menu_items').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')) }))
    .returning('seq')
    .executeTakeFirstOrThrow();
  return row.seq;
}

export async function updateMenuItem(db: Db, seq: number, values: MenuItemValues): Promise<void> {
  await db.updateTable('menu_items').set(values).where('seq', '=', seq).execute();
}

export function listSubMenuItemsOf(db: Db, seq: number) {
  return db.selectFrom('menu_sub_items').select(['id', 'url', 'description']).where('manu_id', '=', seq).orderBy('seq').orderBy('id').execute();
}

/** Its sub-items go with it. */
export async function deleteMenuItem(db: Db, seq: number): Promise<void> {
  await db.deleteFrom('menu_items').where('seq', '=', seq).execute();
}

/**
 * Swaps the item's place with its neighbour's; run it in a transaction. The seq is the key, so the two keys are
 * exchanged through a free one (below the lowest); the sub-items follow their parent by the cascade. Answers the item's new seq, or
 * undefined when it is already first or last.
 */
export async function moveMenuItem(trx: Db, seq: number, direction: Direction): Promise<number | undefined> {
  const neighbour = await trx
    .selectFrom('menu_items')
    .select('seq')
    .where('seq', direction === 'up' ? '<' : '>', seq)
    .orderBy('seq', direction === 'up' ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!neighbour) return undefined;
  const { free } = await trx.selectFrom('menu_items').select(sql<number>`min(seq) - 1`.as('free')).executeTakeFirstOrThrow();
  await trx.updateTable('menu_items').set({ seq: free }).where('seq', '=', seq).execute();
  await trx.updateTable('menu_items').set({ seq }).where('seq', '=', neighbour.seq).execute();
  await trx.updateTable('menu_items').set({ seq: neighbour.seq }).where('seq', '=', free).execute();
  return neighbour.seq;
}

export interface SubMenuValues {
  manu_id: number;
  url: string;
  description: string;
}

export function findSubMenuItem(db: Db, id: number) {
  return db.selectFrom('menu_sub_items').select(['id', 'manu_id', 'seq', 'url', 'description']).where('id', '=', id).executeTakeFirst();
}

/** A new sub-item goes last under its parent. */
export async function insertSubMenuItem(db: Db, values: SubMenuValues): Promise<number> {
  const row = await db
    .insertInto('menu_sub_items')
    .values((eb) => ({
      ...values,
      seq: eb
        .selectFrom('menu_sub_items')
        .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
        .where('manu_id', '=', values.manu_id),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moved under another parent, it goes last there. */
export async function updateSubMenuItem(db: Db, id: number, values: SubMenuValues, moved: boolean): Promise<void> {
  await db
    .updateTable('menu_sub_items')
    .set((eb) => ({
      ...values,
      ...(moved
        ? { seq: eb.selectFrom('menu_sub_items as s').select(sql<number>`coalesce(max(s.seq), 0) + 1`.as('next')).where('s.manu_id', '=', values.manu_id) }
        : {}),
    }))
    .where('id', '=', id)
    .execute();
}

export async function deleteSubMenuItem(db: Db, id: number): Promise<void> {
  await db.deleteFrom('menu_sub_items').where('id', '=', id).execute();
}

/** Moves the sub-item one place among its parent's; false when it is already first or last. Run it in a transaction. */
export async function moveSubMenuItem(trx: Db, id: number, direction: Direction): Promise<boolean> {
  const item = await findSubMenuItem(trx, id);
  if (!item) return false;
  const siblings = await trx.selectFrom('menu_sub_items').select('id').where('manu_id', '=', item.manu_id).orderBy('seq').orderBy('id').execute();
  const order = swapped(siblings.map((s) => s.id), id, direction);
  if (!order) return false;
  for (const [index, siblingId] of order.entries()) await trx.updateTable('menu_sub_items').set({ seq: index + 1 }).where('id', '=', siblingId).execute();
  return true;
}

/** Every marquee note, switched off ones too, in display order. */
export function listMarqueeForStaff(db: Db): Promise<AdminMarqueeNote[]> {
  return db.selectFrom('marquee_notes').select(['id', 'note', 'active']).orderBy('seq').orderBy('id').execute();
}

export function findMarqueeNote(db: Db, id: number) {
  return db.selectFrom('marquee_notes').select(['id', 'seq', 'note', 'active']).where('id', '=', id).executeTakeFirst();
}

export async function insertMarqueeNote(db: Db, values: { note: string; active: boolean }): Promise<number> {
  const row = await db
    .insertInto('marquee_notes')
    .values((eb) => ({ ...values, seq: eb.selectFrom('marquee_notes').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')) }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMarqueeNote(db: Db, id: number, values: { note: string; active: boolean }): Promise<void> {
  await db.updateTable('marquee_notes').set(values).where('id', '=', id).execute();
}

export async function deleteMarqueeNote(db: Db, id: number): Promise<void> {
  await db.deleteFrom('marquee_notes').where('id', '=', id).execute();
}

/** Moves the note one place, numbering them all 1…n; false when it is already first or last. Run it in a transaction. */
export async function moveMarqueeNote(trx: Db, id: number, direction: Direction): Promise<boolean> {
  const order = swapped((await listMarqueeForStaff(trx)).map((n) => n.id), id, direction);
  if (!order) return false;
  for (const [index, noteId] of order.entries()) await trx.updateTable('marquee_notes').set({ seq: index + 1 }).where('id', '=', noteId).execute();
  return true;
}
