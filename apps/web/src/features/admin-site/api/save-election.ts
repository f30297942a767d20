import { adminSiteEndpoints, type ElectionSaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Adds an election (no id) or changes one's title, description and dates. */
export const useSaveElection = () => useEndpointChange(adminSiteEndpoints.adminElectionSave, { input: (body: ElectionSaveBody) => ({ body }), invalidates: SITE_QUERIES });
