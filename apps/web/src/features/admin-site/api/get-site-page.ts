import { ADMIN_SITE_PATHS, type AdminSitePageResponse, type SitePageKey } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_SITE_KEY } from './admin-site-keys';

export function fetchAdminSitePage(key: SitePageKey, signal?: AbortSignal): Promise<AdminSitePageResponse> {
  return apiCall<AdminSitePageResponse>(ADMIN_SITE_PATHS.pageGet, { method: 'POST', body: { key }, signal, staffSession: true });
}

/** A staff-edited page as stored, or null while none is published. */
export function useAdminSitePage(key: SitePageKey) {
  return useQuery({ queryKey: [ADMIN_SITE_KEY, 'page', key], queryFn: ({ signal }) => fetchAdminSitePage(key, signal) });
}
