import { ADMIN_SITE_PATHS, type ElectionSaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Adds an election (no id) or changes one's title, description and dates. */
export const useSaveElection = () => useConsoleChange<ElectionSaveBody>({ path: ADMIN_SITE_PATHS.electionSave, invalidates: SITE_QUERIES });
