import type { MenuResponse } from '@coop/contract';
import type { Db } from '../../db/database';
import { listMarqueeNotes } from '../../db/repositories/marquee-repository';

/** The whole menu in the spec's shape, less what staff hid; every type is returned, the client keeps type 'main'. */
export async function readMenu(db: Db): Promise<MenuResponse> {
  const [items, subItems, marquee] = await Promise.all([
    db.selectFrom('menu_items').select(['type', 'is_parent', 'manu_name', 'url', 'seq']).where('hidden', '=', false).orderBy('seq').execute(),
    db
      .selectFrom('menu_sub_items')
      .select(['manu_id', 'url', 'description'])
      .where('manu_id', 'in', (eb) => eb.selectFrom('menu_items').select('seq').where('hidden', '=', false))
      .orderBy('manu_id')
      .orderBy('seq')
      .orderBy('id')
      .execute(),
    listMarqueeNotes(db),
  ]);
  return {
    list_manu: items.map((i) => ({ ...i, is_parent: i.is_parent ? ('1' as const) : ('0' as const) })),
    list_sub_manu: subItems,
    marquee,
  };
}
