import { ADMIN_SITE_PATHS, type CandidateSaveBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Adds a candidate (no id) or changes one: number, name, profile, photo, votes and elected. */
export const useSaveCandidate = () => useSiteChange<CandidateSaveBody>(ADMIN_SITE_PATHS.candidateSave);
