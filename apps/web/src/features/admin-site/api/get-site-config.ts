import { ADMIN_SITE_PATHS, type AdminSiteConfigResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_SITE_KEY } from './admin-site-keys';

export function fetchAdminSiteConfig(signal?: AbortSignal): Promise<AdminSiteConfigResponse> {
  return apiCall<AdminSiteConfigResponse>(ADMIN_SITE_PATHS.configGet, { method: 'POST', signal, staffSession: true });
}

/** What the site shows, which keys staff stored, and the operator's configuration under them. */
export function useAdminSiteConfig() {
  return useQuery({ queryKey: [ADMIN_SITE_KEY, 'config'], queryFn: ({ signal }) => fetchAdminSiteConfig(signal) });
}
