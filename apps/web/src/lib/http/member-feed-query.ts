import { queryOptions } from '@tanstack/react-query';
import { MEMBER_GROUP_QUERY_PREFIX, MEMBER_QUERY_PREFIX } from '@/lib/query-client';
import { apiCall } from './api-call';

/** The areas whose feeds need a session, each with its query prefix and the session a 401 ends (spec 8). */
const AREAS = {
  member: { prefix: MEMBER_QUERY_PREFIX, session: { memberSession: true } },
  membergroup: { prefix: MEMBER_GROUP_QUERY_PREFIX, session: { memberGroupSession: true } },
} as const;

function areaFeedQueryOptions<TResponse>(area: keyof typeof AREAS, feed: string, path: string, body: object, keyParts: readonly unknown[]) {
  const { prefix, session } = AREAS[area];
  return queryOptions({
    queryKey: [prefix, feed, ...keyParts],
    queryFn: ({ signal }) => apiCall<TResponse>(path, { method: 'POST', body, signal, ...session }),
  });
}

/**
 * The query options of one member feed: a POST inside the member session (so a 401 ends it, spec 8), keyed under
 * the member prefix so every feed is dropped when the session changes hands. The response type comes from the
 * contract at the call site; the key parts after the feed name are whatever selects a different answer.
 */
export function memberFeedQueryOptions<TResponse>(feed: string, path: string, body: object = {}, keyParts: readonly unknown[] = []) {
  return areaFeedQueryOptions<TResponse>('member', feed, path, body, keyParts);
}

/** The same for a member-group report: inside the group's session (a 401 reloads the page), under its own prefix. */
export function memberGroupFeedQueryOptions<TResponse>(feed: string, path: string, body: object = {}, keyParts: readonly unknown[] = []) {
  return areaFeedQueryOptions<TResponse>('membergroup', feed, path, body, keyParts);
}
