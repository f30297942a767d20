import { ADMIN_SITE_PATHS, type IdBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Deletes a position with its candidates. */
export const useDeletePosition = () => useSiteChange<IdBody>(ADMIN_SITE_PATHS.positionDelete);
