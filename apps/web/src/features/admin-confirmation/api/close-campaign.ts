import { ADMIN_CONFIRMATION_PATHS } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** Open → closed: no more answers; everything stays readable. */
export const useCloseCampaign = () => useConsoleChange<number>({ path: ADMIN_CONFIRMATION_PATHS.close, body: (id) => ({ id }), invalidates: [CONFIRMATION_KEYS.all] });
