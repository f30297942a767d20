import { ADMIN_CONTENT_PATHS, type MoveBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Moves a marquee note one place; the band shows the first active one. */
export const useMoveMarqueeNote = () => useContentChange<MoveBody>(ADMIN_CONTENT_PATHS.marqueeMove);
