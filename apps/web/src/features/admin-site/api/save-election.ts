import { ADMIN_SITE_PATHS, type ElectionSaveBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Adds an election (no id) or changes one's title, description and dates. */
export const useSaveElection = () => useSiteChange<ElectionSaveBody>(ADMIN_SITE_PATHS.electionSave);
