import { adminSiteEndpoints, type PositionSaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Adds a position to an election (no id), placed last, or changes one's name and seats. */
export const useSavePosition = () => useEndpointChange(adminSiteEndpoints.adminPositionSave, { input: (body: PositionSaveBody) => ({ body }), invalidates: SITE_QUERIES });
