import { queryOptions } from '@tanstack/react-query';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';
import { apiCall } from './api-call';

/**
 * The query options of one member feed: a POST inside the member session (so a 401 ends it, spec 8), keyed under
 * the member prefix so every feed is dropped when the session changes hands. The response type comes from the
 * contract at the call site; the key parts after the feed name are whatever selects a different answer.
 */
export function memberFeedQueryOptions<TResponse>(feed: string, path: string, body: object = {}, keyParts: readonly unknown[] = []) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_PREFIX, feed, ...keyParts],
    queryFn: ({ signal }) => apiCall<TResponse>(path, { method: 'POST', body, memberSession: true, signal }),
  });
}
