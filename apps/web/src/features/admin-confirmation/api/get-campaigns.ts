import { adminConfirmationEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Every campaign with its counts, newest year first. */
export const campaignsQuery = () => endpointQuery(adminConfirmationEndpoints.confirmationCampaigns, {});
