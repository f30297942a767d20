import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '@/lib/http/api-request';
import { EmptyState } from './empty-state';
import { NotFoundState } from './not-found-state';
import { PageHeading } from './page-heading';
import { QueryView } from './query-view';

interface DataPageEmpty<T> {
  /** The answer holds nothing to show. */
  when: (data: T) => boolean;
  title: string;
  hint?: string;
}

interface DataPageProps<T> {
  title: ReactNode;
  /** The line under the title (an account or contract number, say). */
  subtitle?: ReactNode;
  query: UseQueryResult<T>;
  loadingLabel: string;
  failedTitle: string;
  /** What is not the member's (a 404: another member's contract, say) shows the server's text and the way back. */
  notFound?: { backTo: string; backLabel: string };
  empty?: DataPageEmpty<T>;
  children: (data: T) => ReactNode;
}

/**
 * The frame of every page that shows one feed of data: the page's one h1, then loading, the error with retry,
 * "nothing to show", or the data. The member area's last-updated line sits in the member layout, above every page.
 */
export function DataPage<T>({ title, subtitle, query, loadingLabel, failedTitle, notFound, empty, children }: DataPageProps<T>) {
  return (
    <div>
      <PageHeading subtitle={subtitle}>{title}</PageHeading>
      <QueryView query={query} loadingLabel={loadingLabel} failedTitle={failedTitle} renderError={
          notFound && ((error) => (isNotFound(error) ? <NotFoundState message={error.message} {...notFound} /> : undefined))
        }>
        {(data) =>
          empty?.when(data) ? (
            <EmptyState title={empty.title}>{empty.hint && <p>{empty.hint}</p>}</EmptyState>
          ) : (
            children(data)
          )
        }
      </QueryView>
    </div>
  );
}
