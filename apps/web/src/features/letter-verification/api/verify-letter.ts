import { CONFIRMATION_PATHS, type VerifyLetterResponse } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-request';

/**
 * What the letter with this code says, as recorded (public). Nothing is reported by the call: an unknown code (404)
 * is the page's own "not found" answer, not an error toast.
 */
export const verifyLetterQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['verify-letter', code],
    queryFn: ({ signal }) => apiRequest<VerifyLetterResponse>(`${CONFIRMATION_PATHS.verify}/${code}`, { signal }),
  });
