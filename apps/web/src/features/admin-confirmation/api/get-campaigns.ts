import { ADMIN_CONFIRMATION_PATHS, type ConfirmationCampaignsResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** Every campaign with its counts, newest year first. */
export function useCampaigns() {
  return useQuery({
    queryKey: CONFIRMATION_KEYS.campaigns,
    queryFn: ({ signal }) => apiCall<ConfirmationCampaignsResponse>(ADMIN_CONFIRMATION_PATHS.campaigns, { signal, staffSession: true }),
  });
}
