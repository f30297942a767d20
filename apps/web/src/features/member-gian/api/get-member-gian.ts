import type { MemberGianResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchMemberGian(signal?: AbortSignal): Promise<MemberGianResponse> {
  return apiCall<MemberGianResponse>('/api/member/member_gian', { method: 'POST', body: {}, memberSession: true, signal });
}

/** The people the member named to receive benefits. */
export function useMemberGian() {
  return useQuery({ queryKey: [MEMBER_QUERY_PREFIX, 'gian'], queryFn: ({ signal }) => fetchMemberGian(signal) });
}
