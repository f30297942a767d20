import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Pager } from './pager';
import { QueryView } from './query-view';

interface PagedAnswer<T> {
  items: T[];
  page: number;
  total: number;
  total_pages: number;
}

interface PagedListProps<T extends { id: number }> {
  list: UseQueryResult<PagedAnswer<T>>;
  /** The list's words, named as the feature's messages.ts names them, so a list passes its messages whole. */
  text: { loading: string; failed: string; empty: string; emptyHint?: string };
  onPage: (page: number) => void;
  /** The classes of each item's `li` (its padding and layout). */
  itemClassName: string;
  renderItem: (item: T) => ReactNode;
}

/** One page of a public list (board topics, demands) as a card of items, with the pager when there is more than one page. */
export function PagedList<T extends { id: number }>(props: PagedListProps<T>) {
  const { list, text, onPage, itemClassName, renderItem } = props;
  return (
    <QueryView query={list} loadingLabel={text.loading} failedTitle={text.failed}>
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState title={text.empty}>{text.emptyHint}</EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-sm">
              {data.items.map((item) => (
                <li key={item.id} className={itemClassName}>
                  {renderItem(item)}
                </li>
              ))}
            </ul>
            {data.total_pages > 1 && (
              <Pager page={data.page} totalPages={data.total_pages} total={data.total} onPage={onPage} busy={list.isPlaceholderData} />
            )}
          </>
        )
      }
    </QueryView>
  );
}
