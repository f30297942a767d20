import { ADMIN_CONFIRMATION_PATHS } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** Draft → open: members in the campaign see the letter and the prompt. */
export const useOpenCampaign = () => useConsoleChange<number>({ path: ADMIN_CONFIRMATION_PATHS.open, body: (id) => ({ id }), invalidates: [CONFIRMATION_KEYS.all] });
