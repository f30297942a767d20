import type { MemberInsuranceResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchMemberInsurance(signal?: AbortSignal): Promise<MemberInsuranceResponse> {
  return apiCall<MemberInsuranceResponse>('/api/member/member_insurance', { method: 'POST', body: {}, memberSession: true, signal });
}

/** The member's insurance policies. */
export function useMemberInsurance() {
  return useQuery({ queryKey: [MEMBER_QUERY_PREFIX, 'insurance'], queryFn: ({ signal }) => fetchMemberInsurance(signal) });
}
