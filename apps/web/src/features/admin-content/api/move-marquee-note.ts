import { ADMIN_CONTENT_PATHS, type MoveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Moves a marquee note one place; the band shows the first active one. */
export const useMoveMarqueeNote = () => useConsoleChange<MoveBody>({ path: ADMIN_CONTENT_PATHS.marqueeMove, invalidates: CONTENT_QUERIES });
