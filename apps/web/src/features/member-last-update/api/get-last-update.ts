import type { LastUpdateResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchLastUpdate(signal?: AbortSignal): Promise<LastUpdateResponse> {
  return apiCall<LastUpdateResponse>('/api/member/lastupdate_bydepstatement', { method: 'POST', body: {}, memberSession: true, signal });
}

/** When the member's data was last refreshed from core banking (spec 2.4, 7). */
export function useLastUpdate() {
  return useQuery({ queryKey: [MEMBER_QUERY_PREFIX, 'last-update'], queryFn: ({ signal }) => fetchLastUpdate(signal) });
}
