import { adminContentEndpoints, type MoveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Moves a menu item one place up or down; its sub-items go with it. */
export const useMoveMenuItem = () => useEndpointChange(adminContentEndpoints.adminMenuMove, { input: (body: MoveBody) => ({ body }), invalidates: CONTENT_QUERIES });
