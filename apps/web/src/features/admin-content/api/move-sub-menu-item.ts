import { adminContentEndpoints, type MoveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Moves a sub-item one place within its group. */
export const useMoveSubMenuItem = () => useEndpointChange(adminContentEndpoints.adminSubMenuMove, { input: (body: MoveBody) => ({ body }), invalidates: CONTENT_QUERIES });
