import { ADMIN_SITE_PATHS, type CandidateSaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Adds a candidate (no id) or changes one: number, name, profile, photo, votes and elected. */
export const useSaveCandidate = () => useConsoleChange<CandidateSaveBody>({ path: ADMIN_SITE_PATHS.candidateSave, invalidates: SITE_QUERIES });
