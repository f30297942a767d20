import { ADMIN_CONTENT_PATHS, type MoveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Moves a menu item one place up or down; its sub-items go with it. */
export const useMoveMenuItem = () => useConsoleChange<MoveBody>({ path: ADMIN_CONTENT_PATHS.menuMove, invalidates: CONTENT_QUERIES });
