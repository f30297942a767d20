import { type PaymentRequestStatus, paymentServiceEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Requests pending first, optionally of one status. */
export const paymentRequestsQuery = (page: number, status: PaymentRequestStatus | undefined) =>
  queryOptions({ ...endpointQuery(paymentServiceEndpoints.paymentRequests, { body: { page, ...(status ? { status } : {}) } }), placeholderData: keepPreviousData });
