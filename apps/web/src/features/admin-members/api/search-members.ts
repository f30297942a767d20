import { ADMIN_MEMBER_PATHS, type MemberSearchResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_MEMBER_KEYS } from './admin-member-keys';

/** Members by number or name, one page; nothing is asked until there is something to look for. */
export function useMemberSearch(query: string, page: number) {
  return useQuery({
    queryKey: ADMIN_MEMBER_KEYS.search(query, page),
    queryFn: ({ signal }) => apiCall<MemberSearchResponse>(ADMIN_MEMBER_PATHS.search, { method: 'POST', body: { query, page }, signal, staffSession: true }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
