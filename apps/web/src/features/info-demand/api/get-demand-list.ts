import type { DemandListResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export const DEMAND_QUERY_KEY = ['info', 'demand'] as const;

export function fetchDemandList(page: number, signal?: AbortSignal): Promise<DemandListResponse> {
  return apiCall<DemandListResponse>(`/api/info/demand?page=${page}`, { signal });
}

export function useDemandList(page: number) {
  return useQuery({
    queryKey: [...DEMAND_QUERY_KEY, 'list', page],
    queryFn: ({ signal }) => fetchDemandList(page, signal),
    placeholderData: keepPreviousData,
  });
}
