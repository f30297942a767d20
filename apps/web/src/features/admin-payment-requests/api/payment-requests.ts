import {
  type AdminPaymentDecisionBody,
  type AdminPaymentRequestListResponse,
  PAYMENT_SERVICE_PATHS,
  type PaymentRequestStatus,
} from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { apiCall } from '@/lib/http/api-call';

const KEY = 'admin-payment-requests';

/** Requests pending first, optionally of one status. */
export function usePaymentRequests(page: number, status: PaymentRequestStatus | undefined) {
  return useQuery({
    queryKey: [KEY, page, status],
    queryFn: ({ signal }) =>
      apiCall<AdminPaymentRequestListResponse>(PAYMENT_SERVICE_PATHS.adminList, { method: 'POST', body: { page, ...(status ? { status } : {}) }, signal, staffSession: true }),
    placeholderData: keepPreviousData,
  });
}

/** Approve or reject; the server's Thai confirmation as a toast, a refusal as the error toast; the list read again. */
export const useDecidePaymentRequest = () => useConsoleChange<AdminPaymentDecisionBody>({ path: PAYMENT_SERVICE_PATHS.adminDecide, invalidates: [[KEY]] });
