import { paymentServiceEndpoints, type PaymentServiceRequestBody } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@/lib/http/endpoint-call';

/** A new request; a refusal is the server's Thai toast. The page reads the requests again either way. */
export function useRequestPaymentService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentServiceRequestBody) => callEndpoint(paymentServiceEndpoints.memberPaymentServiceRequest, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(paymentServiceEndpoints.memberPaymentService) }),
  });
}
