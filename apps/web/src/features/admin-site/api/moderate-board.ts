import { ADMIN_SITE_PATHS, type BoardAnswerModerationBody, type BoardTopicModerationBody, type IdBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

export const useModerateTopic = () => useConsoleChange<BoardTopicModerationBody>({ path: ADMIN_SITE_PATHS.boardTopicSave, invalidates: SITE_QUERIES });
export const useDeleteTopic = () => useConsoleChange<IdBody>({ path: ADMIN_SITE_PATHS.boardTopicDelete, invalidates: SITE_QUERIES });
export const useModerateAnswer = () => useConsoleChange<BoardAnswerModerationBody>({ path: ADMIN_SITE_PATHS.boardAnswerSave, invalidates: SITE_QUERIES });
export const useDeleteAnswer = () => useConsoleChange<IdBody>({ path: ADMIN_SITE_PATHS.boardAnswerDelete, invalidates: SITE_QUERIES });
