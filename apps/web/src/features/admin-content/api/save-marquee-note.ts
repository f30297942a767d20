import { ADMIN_CONTENT_PATHS, type MarqueeSaveBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Adds a marquee note (no id) or changes one. */
export const useSaveMarqueeNote = () => useContentChange<MarqueeSaveBody>(ADMIN_CONTENT_PATHS.marqueeSave);
