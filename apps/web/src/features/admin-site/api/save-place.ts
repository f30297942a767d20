import { adminSiteEndpoints, type PlaceSaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Adds a polling place (no id), placed last, or changes one. */
export const useSavePlace = () => useEndpointChange(adminSiteEndpoints.adminPlaceSave, { input: (body: PlaceSaveBody) => ({ body }), invalidates: SITE_QUERIES });
