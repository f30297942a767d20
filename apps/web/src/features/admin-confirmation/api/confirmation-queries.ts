import { adminConfirmationEndpoints } from '@coop/contract';
import { endpointKey } from '@/lib/http/endpoint-call';

/** Every query of the console's confirmation pages, so an action can refresh what it changed. */
export const CONFIRMATION_QUERIES = [
  endpointKey(adminConfirmationEndpoints.confirmationCampaigns),
  endpointKey(adminConfirmationEndpoints.confirmationCampaignSummary),
  endpointKey(adminConfirmationEndpoints.confirmationResponses),
  endpointKey(adminConfirmationEndpoints.confirmationDisputes),
  endpointKey(adminConfirmationEndpoints.confirmationSnapshot),
  endpointKey(adminConfirmationEndpoints.confirmationReminderRounds),
];
