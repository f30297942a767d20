import { type CandidateSaveBody, endpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

/** Adds a candidate (no id) or changes one: number, name, profile, photo, votes and elected. */
export const useSaveCandidate = () => useEndpointChange(endpoints.adminCandidateSave, { input: (body: CandidateSaveBody) => ({ body }), invalidates: SITE_QUERIES });
