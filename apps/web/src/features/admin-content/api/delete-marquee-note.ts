import { ADMIN_CONTENT_PATHS, type IdBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Deletes a marquee note. */
export const useDeleteMarqueeNote = () => useContentChange<IdBody>(ADMIN_CONTENT_PATHS.marqueeDelete);
