import { adminConfirmationEndpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONFIRMATION_QUERIES } from './confirmation-queries';

/** Open → closed: no more answers; everything stays readable. */
export const useCloseCampaign = () =>
  useEndpointChange(adminConfirmationEndpoints.confirmationCampaignClose, { input: (id: number) => ({ body: { id } }), invalidates: CONFIRMATION_QUERIES });
