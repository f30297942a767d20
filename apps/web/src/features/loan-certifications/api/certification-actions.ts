import { type CertifyBody, loanCertificationEndpoints as e, type ReturnCertificationBody } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@/lib/http/endpoint-call';

/** After either act the list is read again: the application leaves it, and another clerk's act shows too. */
function useInvalidatePending() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointKey(e.loanCertifications) });
}

export function useCertifySalary() {
  const invalidate = useInvalidatePending();
  return useMutation({ mutationFn: (body: CertifyBody) => callEndpoint(e.loanCertificationCertify, { body }), onSettled: invalidate });
}

export function useReturnForCorrection() {
  const invalidate = useInvalidatePending();
  return useMutation({ mutationFn: (body: ReturnCertificationBody) => callEndpoint(e.loanCertificationReturn, { body }), onSettled: invalidate });
}
