import { adminConfirmationEndpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONFIRMATION_QUERIES } from './confirmation-queries';

/** Draft → open: members in the campaign see the letter and the prompt. */
export const useOpenCampaign = () =>
  useEndpointChange(adminConfirmationEndpoints.confirmationCampaignOpen, { input: (id: number) => ({ body: { id } }), invalidates: CONFIRMATION_QUERIES });
