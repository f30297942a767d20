import type { StatementQuery } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { memberFeedQueryOptions } from './member-feed-query';

/**
 * The query options of one account's statement page (a loan contract, a deposit account): another page of the same
 * account stays on screen while it loads, another account's lines never stand in.
 */
export function memberStatementQueryOptions<TResponse>(feed: string, path: string, account: string, query: StatementQuery) {
  const options = memberFeedQueryOptions<TResponse>(feed, `${path}/${encodeURIComponent(account)}`, query, [account, query]);
  return queryOptions({
    ...options,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === account ? previous : undefined),
  });
}
