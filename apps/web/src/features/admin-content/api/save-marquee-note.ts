import { adminContentEndpoints, type MarqueeSaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Adds a marquee note (no id) or changes one. */
export const useSaveMarqueeNote = () => useEndpointChange(adminContentEndpoints.adminMarqueeSave, { input: (body: MarqueeSaveBody) => ({ body }), invalidates: CONTENT_QUERIES });
