import { paymentServiceEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The member's open deposit accounts and payment-service requests, newest first. */
export const paymentServiceQuery = () => endpointQuery(paymentServiceEndpoints.memberPaymentService, {});
