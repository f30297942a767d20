import type { KepQuery, MemberKepResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchMemberKep(query: KepQuery, signal?: AbortSignal): Promise<MemberKepResponse> {
  return apiCall<MemberKepResponse>('/api/member/member_kep', { method: 'POST', body: query, memberSession: true, signal });
}

/** Every month with a deduction document, and the documents of the chosen month (the newest when none is chosen). */
export function useMemberKep(query: KepQuery) {
  return useQuery({
    queryKey: [MEMBER_QUERY_PREFIX, 'kep', query],
    queryFn: ({ signal }) => fetchMemberKep(query, signal),
    placeholderData: keepPreviousData,
  });
}
