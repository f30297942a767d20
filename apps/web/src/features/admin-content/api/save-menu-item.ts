import { ADMIN_CONTENT_PATHS, type MenuSaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Adds a menu item (no seq) or changes one. */
export const useSaveMenuItem = () => useConsoleChange<MenuSaveBody>({ path: ADMIN_CONTENT_PATHS.menuSave, invalidates: CONTENT_QUERIES });
