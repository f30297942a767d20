import { adminConfirmationEndpoints, type CreateCampaignBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONFIRMATION_QUERIES } from './confirmation-queries';

/** A draft campaign with each member's balances from the finance data; the list read again. */
export const useCreateCampaign = () =>
  useEndpointChange(adminConfirmationEndpoints.confirmationCampaignCreate, { input: (body: CreateCampaignBody) => ({ body }), invalidates: CONFIRMATION_QUERIES });
