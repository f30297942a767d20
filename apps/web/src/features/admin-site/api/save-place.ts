import { ADMIN_SITE_PATHS, type PlaceSaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Adds a polling place (no id), placed last, or changes one. */
export const useSavePlace = () => useConsoleChange<PlaceSaveBody>({ path: ADMIN_SITE_PATHS.placeSave, invalidates: SITE_QUERIES });
