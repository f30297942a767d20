import { ADMIN_CONTENT_PATHS, type IdBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/**
 * Deletes a content item. Nothing is read again at once: the open editor would ask for the deleted item, show the
 * not-found error and unmount before its way back to the list ran; the list is read when it opens.
 */
export const useDeleteItem = () => useContentChange<IdBody>(ADMIN_CONTENT_PATHS.itemDelete, { refetch: 'none' });
