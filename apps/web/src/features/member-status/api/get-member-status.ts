import type { MemberStatus, MemberStatusResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

const memberStatusQueryKey = [MEMBER_QUERY_PREFIX, 'status'] as const;

/** The member's personal information: data1[0] of the answer (spec 3, 7), or null when there is none. */
export async function fetchMemberStatus(signal?: AbortSignal): Promise<MemberStatus | null> {
  const answer = await apiCall<MemberStatusResponse>('/api/member/member_status', {
    method: 'POST',
    memberSession: true,
    signal,
  });
  return answer.data1[0] ?? null;
}

export function useMemberStatus() {
  return useQuery({ queryKey: memberStatusQueryKey, queryFn: ({ signal }) => fetchMemberStatus(signal) });
}
