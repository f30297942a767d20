import { type AdminPaymentDecisionBody, paymentServiceEndpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

/** Approve or reject; the server's Thai confirmation as a toast, a refusal as the error toast; the list read again. */
export const useDecidePaymentRequest = () =>
  useEndpointChange(paymentServiceEndpoints.paymentRequestDecision, { input: (body: AdminPaymentDecisionBody) => ({ body }), invalidates: [endpointKey(paymentServiceEndpoints.paymentRequests)] });
