import type { MemberLoanResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchMemberLoan(signal?: AbortSignal): Promise<MemberLoanResponse> {
  return apiCall<MemberLoanResponse>('/api/member/member_loan', { method: 'POST', body: {}, memberSession: true, signal });
}

/** The member's loan contracts with their totals. */
export function useMemberLoan() {
  return useQuery({ queryKey: [MEMBER_QUERY_PREFIX, 'loan'], queryFn: ({ signal }) => fetchMemberLoan(signal) });
}
