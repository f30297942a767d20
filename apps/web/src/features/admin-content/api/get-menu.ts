import { ADMIN_CONTENT_PATHS, type AdminMenuResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_CONTENT_KEY } from './admin-content-keys';

export function fetchAdminMenu(signal?: AbortSignal): Promise<AdminMenuResponse> {
  return apiCall<AdminMenuResponse>(ADMIN_CONTENT_PATHS.menuList, { method: 'POST', signal, staffSession: true });
}

/** Every menu item and sub-item, hidden ones too. */
export function useAdminMenu() {
  return useQuery({ queryKey: [ADMIN_CONTENT_KEY, 'menu'], queryFn: ({ signal }) => fetchAdminMenu(signal) });
}
