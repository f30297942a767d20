import { ADMIN_SITE_PATHS, type MoveBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Moves a position one place in its election. */
export const useMovePosition = () => useSiteChange<MoveBody>(ADMIN_SITE_PATHS.positionMove);
