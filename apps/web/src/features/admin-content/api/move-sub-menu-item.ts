import { ADMIN_CONTENT_PATHS, type MoveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Moves a sub-item one place within its group. */
export const useMoveSubMenuItem = () => useConsoleChange<MoveBody>({ path: ADMIN_CONTENT_PATHS.subMenuMove, invalidates: CONTENT_QUERIES });
