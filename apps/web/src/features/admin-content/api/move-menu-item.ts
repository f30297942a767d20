import { ADMIN_CONTENT_PATHS, type MoveBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Moves a menu item one place up or down; its sub-items go with it. */
export const useMoveMenuItem = () => useContentChange<MoveBody>(ADMIN_CONTENT_PATHS.menuMove);
