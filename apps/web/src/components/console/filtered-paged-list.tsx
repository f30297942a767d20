import type { ReactNode } from 'react';
import { type ItemOf, PagedList, type PagedListProps, type PageInfo } from '@/components/ui/paged-list';

interface FilteredPagedListProps<A extends PageInfo, T> extends PagedListProps<A, T> {
  /** What narrows the list (a status, a search box), above it. */
  filter: ReactNode;
}

/** A console list kept on the server: its filter, then a page of it as cards (by default) with the pager. */
export function FilteredPagedList<A extends PageInfo, T = ItemOf<A>>({ filter, look = 'cards', ...list }: FilteredPagedListProps<A, T>) {
  return (
    <div className="space-y-4">
      {filter}
      <PagedList look={look} {...list} />
    </div>
  );
}
