import type { DemandSubmitBody, DemandSubmitResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { DEMAND_QUERY_KEY } from './get-demand-list';

export function postDemand(body: DemandSubmitBody): Promise<DemandSubmitResponse> {
  return apiCall<DemandSubmitResponse>('/api/info/demand', { method: 'POST', body });
}

export function usePostDemand() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postDemand, onSuccess: () => client.invalidateQueries({ queryKey: DEMAND_QUERY_KEY }) });
}
