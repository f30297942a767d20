import { adminContentEndpoints, type IdBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Deletes a menu item with its sub-items. */
export const useDeleteMenuItem = () => useEndpointChange(adminContentEndpoints.adminMenuDelete, { input: (body: IdBody) => ({ body }), invalidates: CONTENT_QUERIES });
