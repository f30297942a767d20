import { CONFIRMATION_PATHS, type ConfirmDataResponse } from '@coop/contract';
import { thaiToday } from '@coop/thai-format';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-request';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

/** The year a member confirms in (decision 034): the Gregorian year on the cooperative's clock. */
export const currentConfirmYear = (): number => Number(thaiToday().slice(0, 4));

export const confirmDataQueryKey = (year: number) => [MEMBER_QUERY_PREFIX, 'confirm-data', year] as const;

/**
 * The year's letter and the member's answer (spec 3 and 6), read by the member layout (prompt and menu entry) and by
 * the confirmation page. The call itself reports nothing: only the page alerts (spec 8), the layout stays quiet.
 */
export const confirmDataQueryOptions = (year: number = currentConfirmYear()) =>
  queryOptions({
    queryKey: confirmDataQueryKey(year),
    queryFn: ({ signal }) => apiRequest<ConfirmDataResponse>(`${CONFIRMATION_PATHS.confirmData}/${year}`, { signal }),
  });
