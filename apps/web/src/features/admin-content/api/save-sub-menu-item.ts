import { ADMIN_CONTENT_PATHS, type SubMenuSaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Adds a sub-item under a group (no id) or changes one. */
export const useSaveSubMenuItem = () => useConsoleChange<SubMenuSaveBody>({ path: ADMIN_CONTENT_PATHS.subMenuSave, invalidates: CONTENT_QUERIES });
