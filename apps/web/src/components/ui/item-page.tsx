import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNotFound } from '@/lib/http/api-request';
import { secondaryButtonClass } from './button-classes';
import { EmptyState } from './empty-state';
import { QueryView } from './query-view';

interface ItemPageProps<T> {
  /** The list the item was opened from. */
  backTo: string;
  query: UseQueryResult<T>;
  /** The feature's words: the way back, loading, failed, and not found (an old link, a number typed by hand). */
  text: { back: string; loading: string; failed: string; notFound: string };
  children: (data: T) => ReactNode;
}

/** A page of one item opened from a list (a board topic, a demand): the way back, then the item or "not found". */
export function ItemPage<T>({ backTo, query, text, children }: ItemPageProps<T>) {
  return (
    <div className="space-y-6">
      <Link to={backTo} className={secondaryButtonClass}>
        {text.back}
      </Link>
      <QueryView
        query={query}
        loadingLabel={text.loading}
        failedTitle={text.failed}
        renderError={(error) => (isNotFound(error) ? <EmptyState title={text.notFound} /> : undefined)}
      >
        {children}
      </QueryView>
    </div>
  );
}
