import { adminSiteEndpoints, type IdBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Deletes a position with its candidates. */
export const useDeletePosition = () => useEndpointChange(adminSiteEndpoints.adminPositionDelete, { input: (body: IdBody) => ({ body }), invalidates: SITE_QUERIES });
