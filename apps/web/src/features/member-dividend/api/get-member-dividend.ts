import type { MemberDivResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchMemberDividend(signal?: AbortSignal): Promise<MemberDivResponse> {
  return apiCall<MemberDivResponse>('/api/member/member_div', { method: 'POST', body: {}, memberSession: true, signal });
}

/** Dividends and patronage refunds of the approved years, newest first. */
export function useMemberDividend() {
  return useQuery({ queryKey: [MEMBER_QUERY_PREFIX, 'div'], queryFn: ({ signal }) => fetchMemberDividend(signal) });
}
