import { adminContentEndpoints, type IdBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Deletes a sub-item. */
export const useDeleteSubMenuItem = () => useEndpointChange(adminContentEndpoints.adminSubMenuDelete, { input: (body: IdBody) => ({ body }), invalidates: CONTENT_QUERIES });
