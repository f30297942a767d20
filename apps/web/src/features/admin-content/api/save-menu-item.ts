import { ADMIN_CONTENT_PATHS, type MenuSaveBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Adds a menu item (no seq) or changes one. */
export const useSaveMenuItem = () => useContentChange<MenuSaveBody>(ADMIN_CONTENT_PATHS.menuSave);
