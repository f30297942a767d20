import { ADMIN_CONFIRMATION_PATHS, type ResponsesBody, type ResponsesResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** One page of the campaign's members and how each answered, under the filters. */
export function useResponses(body: ResponsesBody) {
  return useQuery({
    queryKey: CONFIRMATION_KEYS.responses(body),
    queryFn: ({ signal }) => apiCall<ResponsesResponse>(ADMIN_CONFIRMATION_PATHS.responses, { method: 'POST', body, signal, staffSession: true }),
    placeholderData: keepPreviousData,
  });
}
