import { type MoveBody, endpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Moves a polling place one place in its election. */
export const useMovePlace = () => useEndpointChange(endpoints.adminPlaceMove, { input: (body: MoveBody) => ({ body }), invalidates: SITE_QUERIES });
