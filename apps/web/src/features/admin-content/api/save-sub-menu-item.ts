import { ADMIN_CONTENT_PATHS, type SubMenuSaveBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Adds a sub-item under a group (no id) or changes one. */
export const useSaveSubMenuItem = () => useContentChange<SubMenuSaveBody>(ADMIN_CONTENT_PATHS.subMenuSave);
