import { infoMenuEndpoints, type MenuItem, type MenuResponse, type SubMenuItem } from '@coop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Spec 4: the menu is fetched only while it has not been fetched successfully; once it has, it is kept. */
export const infoMenuQuery = () =>
  queryOptions({ ...endpointQuery(infoMenuEndpoints.infoMenu, {}), staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY });

export const useInfoMenu = () => useQuery(infoMenuQuery());

export interface MenuEntry {
  item: MenuItem;
  /** Empty for a plain link (is_parent "0"). */
  children: SubMenuItem[];
}

/** Spec 2.2: type 'main' only, in seq order; a parent holds the sub-items whose manu_id is its seq. */
export function buildMenu(data: MenuResponse): MenuEntry[] {
  return data.list_manu
    .filter((item) => item.type === 'main')
    .sort((a, b) => a.seq - b.seq)
    .map((item) => ({
      item,
      children: item.is_parent === '0' ? [] : data.list_sub_manu.filter((sub) => sub.manu_id === item.seq),
    }));
}
