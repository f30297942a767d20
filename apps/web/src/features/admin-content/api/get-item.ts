import { ADMIN_CONTENT_PATHS, type AdminItemResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_CONTENT_KEY } from './admin-content-keys';

export function fetchAdminItem(id: number, signal?: AbortSignal): Promise<AdminItemResponse> {
  return apiCall<AdminItemResponse>(ADMIN_CONTENT_PATHS.itemGet, { method: 'POST', body: { id }, signal, staffSession: true });
}

/** One item as stored, to edit; not asked for a new one. */
export function useAdminItem(id: number | undefined) {
  return useQuery({
    queryKey: [ADMIN_CONTENT_KEY, 'item', id],
    queryFn: ({ signal }) => fetchAdminItem(id ?? 0, signal),
    enabled: id !== undefined,
    // an edit in progress must not be replaced by a refetch after saving another change
    staleTime: Infinity,
  });
}
