import { ADMIN_MEMBER_GROUP_PATHS, type GroupSearchResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_GROUP_KEYS } from './admin-group-keys';

/** Member groups by number or name (all when empty), one page, with whether each has a login. */
export function useGroupSearch(query: string, page: number) {
  return useQuery({
    queryKey: ADMIN_GROUP_KEYS.search(query, page),
    queryFn: ({ signal }) => apiCall<GroupSearchResponse>(ADMIN_MEMBER_GROUP_PATHS.search, { method: 'POST', body: { query, page }, signal, staffSession: true }),
    placeholderData: keepPreviousData,
  });
}
