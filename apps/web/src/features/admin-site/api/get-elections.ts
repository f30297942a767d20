import { ADMIN_SITE_PATHS, type AdminElectionListResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_SITE_KEY } from './admin-site-keys';

/** Every election, newest voting first. */
export function useAdminElections() {
  return useQuery({
    queryKey: [ADMIN_SITE_KEY, 'elections'],
    queryFn: ({ signal }) => apiCall<AdminElectionListResponse>(ADMIN_SITE_PATHS.electionList, { method: 'POST', signal, staffSession: true }),
  });
}
