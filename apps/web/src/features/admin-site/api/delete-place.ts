import { adminSiteEndpoints, type IdBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Deletes a polling place. */
export const useDeletePlace = () => useEndpointChange(adminSiteEndpoints.adminPlaceDelete, { input: (body: IdBody) => ({ body }), invalidates: SITE_QUERIES });
