import { ADMIN_CONTENT_PATHS, type IdBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Deletes a marquee note. */
export const useDeleteMarqueeNote = () => useConsoleChange<IdBody>({ path: ADMIN_CONTENT_PATHS.marqueeDelete, invalidates: CONTENT_QUERIES });
