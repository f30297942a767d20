import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNotFound } from '@/lib/http/api-request';
import { secondaryButtonClass } from './button-classes';
import { EmptyState } from './empty-state';
import { QueryView } from './query-view';

interface ItemPageProps<T> {
  /** The list the item was opened from. */
  back: { to: string; label: string };
  query: UseQueryResult<T>;
  loadingLabel: string;
  failedTitle: string;
  /** Said when the server has no such item (an old link, a number typed by hand). */
  notFoundTitle: string;
  children: (data: T) => ReactNode;
}

/** A page of one item opened from a list (a board topic, a demand): the way back, then the item or "not found". */
export function ItemPage<T>({ back, notFoundTitle, children, ...view }: ItemPageProps<T>) {
  return (
    <div className="space-y-6">
      <Link to={back.to} className={secondaryButtonClass}>
        {back.label}
      </Link>
      <QueryView {...view} renderError={(error) => (isNotFound(error) ? <EmptyState title={notFoundTitle} /> : undefined)}>
        {children}
      </QueryView>
    </div>
  );
}
