import { adminSiteEndpoints, type IdBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Deletes a candidate. */
export const useDeleteCandidate = () => useEndpointChange(adminSiteEndpoints.adminCandidateDelete, { input: (body: IdBody) => ({ body }), invalidates: SITE_QUERIES });
