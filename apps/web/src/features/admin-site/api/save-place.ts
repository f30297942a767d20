import { ADMIN_SITE_PATHS, type PlaceSaveBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Adds a polling place (no id), placed last, or changes one. */
export const useSavePlace = () => useSiteChange<PlaceSaveBody>(ADMIN_SITE_PATHS.placeSave);
