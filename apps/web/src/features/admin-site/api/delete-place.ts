import { ADMIN_SITE_PATHS, type IdBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Deletes a polling place. */
export const useDeletePlace = () => useConsoleChange<IdBody>({ path: ADMIN_SITE_PATHS.placeDelete, invalidates: SITE_QUERIES });
