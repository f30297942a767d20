import {
  PAYMENT_SERVICE_PATHS,
  type PaymentServiceRequestBody,
  type PaymentServiceRequestedResponse,
  type PaymentServiceStateResponse,
} from '@coop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

const KEY = [MEMBER_QUERY_PREFIX, 'payment-service'] as const;

/** The member's open deposit accounts and payment-service requests, newest first (a GET in the member session). */
export const paymentServiceQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => apiCall<PaymentServiceStateResponse>(PAYMENT_SERVICE_PATHS.member, { signal, memberSession: true }),
  });

/** A new request; a refusal is the server's Thai toast. The page reads the requests again either way. */
export function useRequestPaymentService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentServiceRequestBody) =>
      apiCall<PaymentServiceRequestedResponse>(PAYMENT_SERVICE_PATHS.member, { method: 'POST', body, memberSession: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
