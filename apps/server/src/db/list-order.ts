/** Which way a staff member moves an item in an ordered list. */
export type Direction = 'up' | 'down';

/** The ids with `id` moved one place, or undefined when it cannot move that way. */
export function swapped(ids: number[], id: number, direction: Direction): number[] | undefined {
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return undefined;
  const order = [...ids];
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}
