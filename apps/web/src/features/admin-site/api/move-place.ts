import { ADMIN_SITE_PATHS, type MoveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Moves a polling place one place in its election. */
export const useMovePlace = () => useConsoleChange<MoveBody>({ path: ADMIN_SITE_PATHS.placeMove, invalidates: SITE_QUERIES });
