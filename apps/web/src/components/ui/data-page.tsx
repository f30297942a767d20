import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '@/lib/http/api-request';
import { EmptyState } from './empty-state';
import { NotFoundState } from './not-found-state';
import { PageHeading } from './page-heading';
import { QueryView } from './query-view';

/** A data page's words, named as each feature's messages.ts names them, so a page passes its messages whole. */
export interface DataPageText {
  title: string;
  loading: string;
  failed: string;
  /** What says there is nothing to show, with an optional line on what to do. */
  none?: string;
  noneHint?: string;
}

interface DataPageFrame<T> {
  /** The h1 when it is not `text.title` (the account's own name once it has loaded, say). */
  heading?: ReactNode;
  /** The line under the title (an account or contract number, say). */
  subtitle?: ReactNode;
  query: UseQueryResult<T>;
  /** What is not the member's (a 404: another member's contract, say) shows the server's text and the way back. */
  notFound?: { backTo: string; backLabel: string };
  children: (data: T) => ReactNode;
}

/** A page whose answer can hold nothing to show names what says so. */
type DataPageProps<T> = DataPageFrame<T> &
  ({ text: DataPageText; isEmpty?: undefined } | { text: DataPageText & { none: string }; isEmpty: (data: T) => boolean });

/**
 * The frame of every page that shows one feed of data: the page's one h1, then loading, the error with retry,
 * "nothing to show", or the data. The member area's last-updated line sits in the member layout, above every page.
 */
export function DataPage<T>(props: DataPageProps<T>) {
  const { heading, subtitle, query, notFound, children, text } = props;
  const renderError = notFound && ((error: Error) => (isNotFound(error) ? <NotFoundState message={error.message} {...notFound} /> : undefined));
  return (
    <div>
      <PageHeading subtitle={subtitle}>{heading ?? text.title}</PageHeading>
      <QueryView query={query} loadingLabel={text.loading} failedTitle={text.failed} renderError={renderError}>
        {(data) =>
          props.isEmpty?.(data) ? (
            <EmptyState title={props.text.none}>{text.noneHint && <p>{text.noneHint}</p>}</EmptyState>
          ) : (
            children(data)
          )
        }
      </QueryView>
    </div>
  );
}
