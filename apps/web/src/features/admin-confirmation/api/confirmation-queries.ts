import { endpoints } from '@coop/contract';
import { endpointKey } from '@/lib/http/endpoint-call';

/** Every query of the console's confirmation pages, so an action can refresh what it changed. */
export const CONFIRMATION_QUERIES = [
  endpointKey(endpoints.confirmationCampaigns),
  endpointKey(endpoints.confirmationCampaignSummary),
  endpointKey(endpoints.confirmationResponses),
  endpointKey(endpoints.confirmationDisputes),
];
