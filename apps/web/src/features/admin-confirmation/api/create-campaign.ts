import { ADMIN_CONFIRMATION_PATHS, type CreateCampaignBody, type CreateCampaignResponse } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** A draft campaign with each member's balances from the finance data; the list read again. */
export const useCreateCampaign = () =>
  useConsoleChange<CreateCampaignBody, CreateCampaignResponse>({ path: ADMIN_CONFIRMATION_PATHS.create, invalidates: [CONFIRMATION_KEYS.all] });
