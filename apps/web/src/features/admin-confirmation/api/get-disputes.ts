import { ADMIN_CONFIRMATION_PATHS, type DisputesBody, type DisputesResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** One page of the campaign's dispute cases with their staff answers, optionally of one status. */
export function useDisputes(body: DisputesBody) {
  return useQuery({
    queryKey: CONFIRMATION_KEYS.disputes(body),
    queryFn: ({ signal }) => apiCall<DisputesResponse>(ADMIN_CONFIRMATION_PATHS.disputes, { method: 'POST', body, signal, staffSession: true }),
    placeholderData: keepPreviousData,
  });
}
