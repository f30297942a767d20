import { ADMIN_CONTENT_PATHS, type AdminItemListBody, type AdminItemListResponse } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_CONTENT_KEY } from './admin-content-keys';

export function fetchAdminItems(filter: AdminItemListBody, signal?: AbortSignal): Promise<AdminItemListResponse> {
  return apiCall<AdminItemListResponse>(ADMIN_CONTENT_PATHS.itemList, { method: 'POST', body: filter, signal, staffSession: true });
}

/** A page of items, drafts included, newest first; the last page stays shown while the next loads. */
export function useAdminItems(filter: AdminItemListBody) {
  return useQuery({ queryKey: [ADMIN_CONTENT_KEY, 'items', filter], queryFn: ({ signal }) => fetchAdminItems(filter, signal), placeholderData: keepPreviousData });
}
