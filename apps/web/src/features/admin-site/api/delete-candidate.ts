import { ADMIN_SITE_PATHS, type IdBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Deletes a candidate. */
export const useDeleteCandidate = () => useSiteChange<IdBody>(ADMIN_SITE_PATHS.candidateDelete);
