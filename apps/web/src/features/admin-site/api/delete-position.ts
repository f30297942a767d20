import { ADMIN_SITE_PATHS, type IdBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Deletes a position with its candidates. */
export const useDeletePosition = () => useConsoleChange<IdBody>({ path: ADMIN_SITE_PATHS.positionDelete, invalidates: SITE_QUERIES });
