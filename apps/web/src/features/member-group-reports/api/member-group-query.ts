import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

/** Every member-group query's key starts here, so logging out can forget them all. */
export const MEMBER_GROUP_QUERY_PREFIX = 'membergroup';

/** A member-group report call as a query: POSTed with its body, inside the group's session (a 401 reloads, spec 8). */
export const memberGroupQuery = <T>(path: string, body: object = {}) =>
  queryOptions({
    queryKey: [MEMBER_GROUP_QUERY_PREFIX, path, body],
    queryFn: ({ signal }) => apiCall<T>(path, { method: 'POST', body, signal, memberGroupSession: true }),
  });
