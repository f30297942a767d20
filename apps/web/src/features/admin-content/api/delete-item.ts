import { adminContentEndpoints, type IdBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/**
 * Deletes a content item. Nothing is read again at once: the open editor would ask for the deleted item, show the
 * not-found error and unmount before its way back to the list ran; the list is read when it opens.
 */
export const useDeleteItem = () => useEndpointChange(adminContentEndpoints.adminItemDelete, { input: (body: IdBody) => ({ body }), invalidates: CONTENT_QUERIES, refetch: 'none' });
