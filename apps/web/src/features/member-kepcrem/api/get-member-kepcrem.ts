import type { MemberKepcremResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchMemberKepcrem(signal?: AbortSignal): Promise<MemberKepcremResponse> {
  return apiCall<MemberKepcremResponse>('/api/member/member_kepcrem', { method: 'POST', body: {}, memberSession: true, signal });
}

/** The member's cremation-fund memberships and their monthly deductions. */
export function useMemberKepcrem() {
  return useQuery({ queryKey: [MEMBER_QUERY_PREFIX, 'kepcrem'], queryFn: ({ signal }) => fetchMemberKepcrem(signal) });
}
