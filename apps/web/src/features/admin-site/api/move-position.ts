import { adminSiteEndpoints, type MoveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Moves a position one place in its election. */
export const useMovePosition = () => useEndpointChange(adminSiteEndpoints.adminPositionMove, { input: (body: MoveBody) => ({ body }), invalidates: SITE_QUERIES });
