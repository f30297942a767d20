import type { MemberWelfareResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchMemberWelfare(signal?: AbortSignal): Promise<MemberWelfareResponse> {
  return apiCall<MemberWelfareResponse>('/api/member/member_welfare', { method: 'POST', body: {}, memberSession: true, signal });
}

/** Welfare received and welfare the member may still claim. */
export function useMemberWelfare() {
  return useQuery({ queryKey: [MEMBER_QUERY_PREFIX, 'welfare'], queryFn: ({ signal }) => fetchMemberWelfare(signal) });
}
