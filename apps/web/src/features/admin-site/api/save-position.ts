import { ADMIN_SITE_PATHS, type PositionSaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Adds a position to an election (no id), placed last, or changes one's name and seats. */
export const useSavePosition = () => useConsoleChange<PositionSaveBody>({ path: ADMIN_SITE_PATHS.positionSave, invalidates: SITE_QUERIES });
