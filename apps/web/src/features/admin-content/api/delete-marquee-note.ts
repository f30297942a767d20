import { adminContentEndpoints, type IdBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Deletes a marquee note. */
export const useDeleteMarqueeNote = () => useEndpointChange(adminContentEndpoints.adminMarqueeDelete, { input: (body: IdBody) => ({ body }), invalidates: CONTENT_QUERIES });
