import { ADMIN_CONFIRMATION_PATHS } from '@coop/contract';
import { useCampaignAction } from './campaign-action';

/** Open → closed: no more answers; everything stays readable. */
export const useCloseCampaign = () => useCampaignAction(ADMIN_CONFIRMATION_PATHS.close);
