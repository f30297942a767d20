import { ADMIN_SITE_PATHS, type IdBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Deletes a polling place. */
export const useDeletePlace = () => useSiteChange<IdBody>(ADMIN_SITE_PATHS.placeDelete);
