import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Pager } from './pager';
import { QueryView } from './query-view';

export interface PageInfo {
  page: number;
  total: number;
  total_pages: number;
}

/** The row type of a page: the contract names a page's rows `items` or `data`. */
export type ItemOf<A> = A extends { items: readonly (infer T)[] } ? T : A extends { data: readonly (infer T)[] } ? T : never;

export interface PagedListProps<A extends PageInfo, T> {
  list: UseQueryResult<A>;
  /** A row's key, where it is not its `id` (a membership number). */
  keyOf?: (item: T) => string | number;
  /** Names each row for screen readers, where its first words do not. */
  itemLabel?: (item: T) => string;
  /**
   * The list's words, named as the feature's messages.ts names them, so a list passes its messages whole; `label`
   * names the list for screen readers (search results).
   */
  text: { loading: string; failed: string; empty: string; emptyHint?: string; label?: string };
  onPage: (page: number) => void;
  /**
   * 'divided': one card with a line between rows (the public lists); 'cards': a card per row, each with room for its
   * own buttons and forms (the staff console's lists), an empty one said in a line; 'found': close cards of search
   * results. An empty 'divided' or 'found' list shows the friendly empty state.
   */
  look?: 'divided' | 'cards' | 'found';
  /**
   * The classes of each item's `li` (its padding and layout), or how to choose them by the item (a hidden one
   * greyed); by default a console card ('cards') or none.
   */
  itemClassName?: string | ((item: T) => string);
  renderItem: (item: T) => ReactNode;
}

const LIST_CLASS = { divided: 'divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-sm', cards: 'space-y-3', found: 'grid gap-2' };

const idOf = (item: unknown) => (item as { id: number }).id;
const rowsOf = (answer: object) => ('items' in answer ? answer.items : (answer as { data: unknown }).data);

/** One page of a list from the server as rows, with the pager when there is more than one page. */
export function PagedList<A extends PageInfo, T = ItemOf<A>>(props: PagedListProps<A, T>) {
  const { list, text, onPage, look = 'divided', keyOf = idOf, itemLabel, renderItem } = props;
  const { itemClassName = look === 'cards' ? 'rounded-2xl bg-white p-4 shadow-sm' : '' } = props;
  return (
    <QueryView query={list} loadingLabel={text.loading} failedTitle={text.failed}>
      {(data) => {
        const items = rowsOf(data) as readonly T[];
        if (items.length === 0)
          return look !== 'cards' ? <EmptyState title={text.empty}>{text.emptyHint}</EmptyState> : <p className="text-lg text-stone-600">{text.empty}</p>;
        const rows = (
          <>
            <ul className={LIST_CLASS[look]}>
              {items.map((item) => (
                <li key={keyOf(item)} aria-label={itemLabel?.(item)} className={typeof itemClassName === 'string' ? itemClassName : itemClassName(item)}>
                  {renderItem(item)}
                </li>
              ))}
            </ul>
            {data.total_pages > 1 && (
              <Pager page={data.page} totalPages={data.total_pages} total={data.total} onPage={onPage} busy={list.isPlaceholderData} />
            )}
          </>
        );
        return text.label ? <section aria-label={text.label}>{rows}</section> : rows;
      }}
    </QueryView>
  );
}
