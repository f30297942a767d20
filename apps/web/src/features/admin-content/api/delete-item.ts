import { ADMIN_CONTENT_PATHS, type IdBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/**
 * Deletes a content item. Nothing is read again at once: the open editor would ask for the deleted item, show the
 * not-found error and unmount before its way back to the list ran; the list is read when it opens.
 */
export const useDeleteItem = () => useConsoleChange<IdBody>({ path: ADMIN_CONTENT_PATHS.itemDelete, invalidates: CONTENT_QUERIES, refetch: 'none' });
