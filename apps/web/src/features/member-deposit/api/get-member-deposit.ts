import type { MemberDepositResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchMemberDeposit(signal?: AbortSignal): Promise<MemberDepositResponse> {
  return apiCall<MemberDepositResponse>('/api/member/member_dep', { method: 'POST', body: {}, memberSession: true, signal });
}

/** The member's deposit accounts with their total. */
export function useMemberDeposit() {
  return useQuery({ queryKey: [MEMBER_QUERY_PREFIX, 'deposit'], queryFn: ({ signal }) => fetchMemberDeposit(signal) });
}
