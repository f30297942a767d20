import type { DemandShowResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { DEMAND_QUERY_KEY } from './get-demand-list';

export function fetchDemand(topicId: string, signal?: AbortSignal): Promise<DemandShowResponse> {
  return apiCall<DemandShowResponse>(`/api/info/demand/${encodeURIComponent(topicId)}`, { signal });
}

export function useDemand(topicId: string) {
  return useQuery({ queryKey: [...DEMAND_QUERY_KEY, 'show', topicId], queryFn: ({ signal }) => fetchDemand(topicId, signal) });
}
