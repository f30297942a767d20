import { ADMIN_SITE_PATHS, type AdminDemandListResponse, type AdminDemandResponse, type DemandStatus } from '@coop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_SITE_KEY } from './admin-site-keys';

/** Demands newest first, optionally of one status. */
export function useAdminDemands(page: number, status: DemandStatus | undefined) {
  return useQuery({
    queryKey: [ADMIN_SITE_KEY, 'demands', page, status],
    queryFn: ({ signal }) =>
      apiCall<AdminDemandListResponse>(ADMIN_SITE_PATHS.demandList, { method: 'POST', body: { page, ...(status ? { status } : {}) }, signal, staffSession: true }),
    placeholderData: keepPreviousData,
  });
}

/** One demand with the visitor's contact details. */
export function useAdminDemand(id: number) {
  return useQuery({
    queryKey: [ADMIN_SITE_KEY, 'demand', id],
    queryFn: ({ signal }) => apiCall<AdminDemandResponse>(ADMIN_SITE_PATHS.demandGet, { method: 'POST', body: { id }, signal, staffSession: true }),
  });
}
