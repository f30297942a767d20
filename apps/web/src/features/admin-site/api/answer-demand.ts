import { ADMIN_SITE_PATHS, type DemandAnswerBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** The public answer and the status. */
export const useAnswerDemand = () => useConsoleChange<DemandAnswerBody>({ path: ADMIN_SITE_PATHS.demandAnswer, invalidates: SITE_QUERIES });
