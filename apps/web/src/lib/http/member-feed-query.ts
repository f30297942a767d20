import { queryOptions } from '@tanstack/react-query';
import { MEMBER_GROUP_QUERY_PREFIX } from '@/lib/query-client';
import { apiCall } from './api-call';

/**
 * The query options of one member-group report: a POST inside the group's session (a 401 reloads the page), keyed
 * under the group prefix so every report is dropped when the session changes hands. The response type comes from
 * the contract at the call site; the key parts after the feed name are whatever selects a different answer.
 */
export function memberGroupFeedQueryOptions<TResponse>(feed: string, path: string, body: object = {}, keyParts: readonly unknown[] = []) {
  return queryOptions({
    queryKey: [MEMBER_GROUP_QUERY_PREFIX, feed, ...keyParts],
    queryFn: ({ signal }) => apiCall<TResponse>(path, { method: 'POST', body, signal, memberGroupSession: true }),
  });
}
