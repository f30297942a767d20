import { ADMIN_CONTENT_PATHS, type IdBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Deletes a menu item with its sub-items. */
export const useDeleteMenuItem = () => useConsoleChange<IdBody>({ path: ADMIN_CONTENT_PATHS.menuDelete, invalidates: CONTENT_QUERIES });
