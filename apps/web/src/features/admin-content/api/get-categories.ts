import { ADMIN_CONTENT_PATHS, type AdminCategoryResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_CONTENT_KEY } from './admin-content-keys';

export function fetchAdminCategories(signal?: AbortSignal): Promise<AdminCategoryResponse> {
  return apiCall<AdminCategoryResponse>(ADMIN_CONTENT_PATHS.categoryList, { method: 'POST', signal, staffSession: true });
}

/** Every category with its item count. */
export function useAdminCategories() {
  return useQuery({ queryKey: [ADMIN_CONTENT_KEY, 'categories'], queryFn: ({ signal }) => fetchAdminCategories(signal) });
}
