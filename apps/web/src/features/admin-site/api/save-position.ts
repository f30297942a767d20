import { ADMIN_SITE_PATHS, type PositionSaveBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Adds a position to an election (no id), placed last, or changes one's name and seats. */
export const useSavePosition = () => useSiteChange<PositionSaveBody>(ADMIN_SITE_PATHS.positionSave);
