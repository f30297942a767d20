import { adminSiteEndpoints, type MoveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Moves a polling place one place in its election. */
export const useMovePlace = () => useEndpointChange(adminSiteEndpoints.adminPlaceMove, { input: (body: MoveBody) => ({ body }), invalidates: SITE_QUERIES });
