import { ADMIN_CONTENT_PATHS, type IdBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Deletes a sub-item. */
export const useDeleteSubMenuItem = () => useContentChange<IdBody>(ADMIN_CONTENT_PATHS.subMenuDelete);
