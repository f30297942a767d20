import { ADMIN_CONTENT_PATHS, type IdBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Deletes a menu item with its sub-items. */
export const useDeleteMenuItem = () => useContentChange<IdBody>(ADMIN_CONTENT_PATHS.menuDelete);
