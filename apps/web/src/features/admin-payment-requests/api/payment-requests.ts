import {
  type AdminActionResponse,
  type AdminPaymentDecisionBody,
  type AdminPaymentRequestListResponse,
  PAYMENT_SERVICE_PATHS,
  type PaymentRequestStatus,
} from '@coop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';

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
export function useDecidePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPaymentDecisionBody) => apiCall<AdminActionResponse>(PAYMENT_SERVICE_PATHS.adminDecide, { method: 'POST', body, staffSession: true }),
    onSuccess: (answer) => notifySuccess(answer.rc_des),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
