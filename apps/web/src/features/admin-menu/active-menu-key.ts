import { ADMIN_MENU_ITEMS, type AdminMenuItem } from './menu-items';

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The console menu's entry for the page at `pathname`, marked as the current one: the entry whose page it is, one of
 * its tabs (`alsoAt`), or a page within it (`/admin/confirmation/7` is the confirmation entry's); the console's home
 * only for itself. Undefined for a page no entry leads to.
 */
export function activeAdminKey(pathname: string, items: readonly AdminMenuItem[] = ADMIN_MENU_ITEMS): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const paths = (item: AdminMenuItem) => [item.to, ...(item.alsoAt ?? [])];
  const exact = items.find((item) => paths(item).includes(path));
  if (exact) return exact.key;
  const within = items.filter((item) => item.to !== '/admin' && paths(item).some((p) => under(path, p)));
  return within.sort((a, b) => b.to.length - a.to.length)[0]?.key;
}
