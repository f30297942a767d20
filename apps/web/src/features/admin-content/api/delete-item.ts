import { ADMIN_CONTENT_PATHS, type IdBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Deletes a content item. */
export const useDeleteItem = () => useContentChange<IdBody>(ADMIN_CONTENT_PATHS.itemDelete);
