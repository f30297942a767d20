import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { UI_TEXT } from './ui-text';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  failedTitle: string;
  /** A failure the page explains itself (e.g. "not found"); return undefined for the usual error with retry. */
  renderError?: (error: Error) => ReactNode | undefined;
  children: (data: T) => ReactNode;
}

/**
 * A feed's three states: loading, failed (the toast has already been shown by the client; this stays on the
 * page with a retry button, spec 8) and loaded.
 */
export function QueryView<T>({ query, loadingLabel, failedTitle, renderError, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return (
      renderError?.(query.error) ?? (
        <ErrorState
          title={failedTitle}
          message={query.error.message}
          retryLabel={UI_TEXT.retry} onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )
    );
  }
  return <>{children(query.data)}</>;
}
