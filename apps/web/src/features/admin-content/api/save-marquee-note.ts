import { ADMIN_CONTENT_PATHS, type MarqueeSaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Adds a marquee note (no id) or changes one. */
export const useSaveMarqueeNote = () => useConsoleChange<MarqueeSaveBody>({ path: ADMIN_CONTENT_PATHS.marqueeSave, invalidates: CONTENT_QUERIES });
