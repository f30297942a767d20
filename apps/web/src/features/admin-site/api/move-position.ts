import { ADMIN_SITE_PATHS, type MoveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Moves a position one place in its election. */
export const useMovePosition = () => useConsoleChange<MoveBody>({ path: ADMIN_SITE_PATHS.positionMove, invalidates: SITE_QUERIES });
