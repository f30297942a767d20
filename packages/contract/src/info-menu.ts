import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';

/** A menu entry (spec 2.2, 3). `is_parent` "0" is a plain link; otherwise it opens the sub-items whose `manu_id` is its `seq`. */
export const MenuItem = Type.Object({
  type: Type.String(),
  is_parent: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  manu_name: Type.String(),
  url: Type.String(),
  seq: Type.Integer(),
});
export type MenuItem = Static<typeof MenuItem>;

export const SubMenuItem = Type.Object({
  manu_id: Type.Integer(),
  url: Type.String(),
  description: Type.String(),
});
export type SubMenuItem = Static<typeof SubMenuItem>;

/** A marquee note; the field keeps the spec's capital N. */
export const MarqueeNote = Type.Object({ Note: Type.String() });
export type MarqueeNote = Static<typeof MarqueeNote>;

/** `GET /api/info/manu`: every menu type is returned; the client shows type 'main' only. */
export const MenuResponse = Type.Object({
  list_manu: Type.Array(MenuItem),
  list_sub_manu: Type.Array(SubMenuItem),
  marquee: Type.Array(MarqueeNote),
});
export type MenuResponse = Static<typeof MenuResponse>;

export const infoMenuEndpoints = {
  /** The public menu and marquee (spec 2.2), read by every public page. */
  infoMenu: endpoint({ method: 'GET', path: '/api/info/manu', access: 'public', response: MenuResponse }),
};
