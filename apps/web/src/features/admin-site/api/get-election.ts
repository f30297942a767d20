import { ADMIN_SITE_PATHS, type AdminElectionResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_SITE_KEY } from './admin-site-keys';

/** One election with its positions, candidates and polling places. */
export function useAdminElection(id: number) {
  return useQuery({
    queryKey: [ADMIN_SITE_KEY, 'election', id],
    queryFn: ({ signal }) => apiCall<AdminElectionResponse>(ADMIN_SITE_PATHS.electionGet, { method: 'POST', body: { id }, signal, staffSession: true }),
  });
}
