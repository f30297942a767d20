import { ADMIN_SITE_PATHS, type MoveBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Moves a polling place one place in its election. */
export const useMovePlace = () => useSiteChange<MoveBody>(ADMIN_SITE_PATHS.placeMove);
