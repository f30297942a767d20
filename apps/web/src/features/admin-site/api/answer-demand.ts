import { ADMIN_SITE_PATHS, type DemandAnswerBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** The public answer and the status. */
export const useAnswerDemand = () => useSiteChange<DemandAnswerBody>(ADMIN_SITE_PATHS.demandAnswer);
