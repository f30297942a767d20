import { ADMIN_CONFIRMATION_PATHS } from '@coop/contract';
import { useCampaignAction } from './campaign-action';

/** Draft → open: members in the campaign see the letter and the prompt. */
export const useOpenCampaign = () => useCampaignAction(ADMIN_CONFIRMATION_PATHS.open);
