import type { MemberCollResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchMemberColl(signal?: AbortSignal): Promise<MemberCollResponse> {
  return apiCall<MemberCollResponse>('/api/member/member_coll', { method: 'POST', body: {}, memberSession: true, signal });
}

/** Loans the member guarantees, and what guarantees the member's own loans. */
export function useMemberColl() {
  return useQuery({ queryKey: [MEMBER_QUERY_PREFIX, 'coll'], queryFn: ({ signal }) => fetchMemberColl(signal) });
}
