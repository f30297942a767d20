import { adminSiteEndpoints, type CandidateSaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Adds a candidate (no id) or changes one: number, name, profile, photo, votes and elected. */
export const useSaveCandidate = () => useEndpointChange(adminSiteEndpoints.adminCandidateSave, { input: (body: CandidateSaveBody) => ({ body }), invalidates: SITE_QUERIES });
