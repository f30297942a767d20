import { loanApplicationEndpoints as e } from '@coop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '@/lib/http/endpoint-call';

/** After a change every loan-application answer is read again: the list, the application and the guarantee request. */
export function useInvalidateApplications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([e.loanApplications, e.loanApplication, e.loanGuaranteeRequest].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })));
}
