import { adminContentEndpoints, type MoveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Moves a marquee note one place; the band shows the first active one. */
export const useMoveMarqueeNote = () => useEndpointChange(adminContentEndpoints.adminMarqueeMove, { input: (body: MoveBody) => ({ body }), invalidates: CONTENT_QUERIES });
