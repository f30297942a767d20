import { type DemandSubmitBody, infoDemandEndpoints } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@/lib/http/endpoint-call';

/** Sends a demand; the demands are refetched so it shows at once. */
export function usePostDemand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DemandSubmitBody) => callEndpoint(infoDemandEndpoints.demandSubmit, { body }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: endpointKey(infoDemandEndpoints.demandList) }), client.invalidateQueries({ queryKey: endpointKey(infoDemandEndpoints.demand) })]),
  });
}
