import type { MemberShareResponse, StatementQuery } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchMemberShare(query: StatementQuery, signal?: AbortSignal): Promise<MemberShareResponse> {
  return apiCall<MemberShareResponse>('/api/member/member_share', { method: 'POST', body: query, memberSession: true, signal });
}

/** The share account, its year-end balances and one page of its statement; the page on screen stays while the next loads. */
export function useMemberShare(query: StatementQuery) {
  return useQuery({
    queryKey: [MEMBER_QUERY_PREFIX, 'share', query],
    queryFn: ({ signal }) => fetchMemberShare(query, signal),
    placeholderData: keepPreviousData,
  });
}
