import { ADMIN_CONTENT_PATHS, type MoveBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Moves a sub-item one place within its group. */
export const useMoveSubMenuItem = () => useContentChange<MoveBody>(ADMIN_CONTENT_PATHS.subMenuMove);
