import { ADMIN_SITE_PATHS, type IdBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Deletes a candidate. */
export const useDeleteCandidate = () => useConsoleChange<IdBody>({ path: ADMIN_SITE_PATHS.candidateDelete, invalidates: SITE_QUERIES });
