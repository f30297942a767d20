import { ADMIN_SITE_PATHS, type BoardAnswerModerationBody, type BoardTopicModerationBody, type IdBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

export const useModerateTopic = () => useSiteChange<BoardTopicModerationBody>(ADMIN_SITE_PATHS.boardTopicSave);
export const useDeleteTopic = () => useSiteChange<IdBody>(ADMIN_SITE_PATHS.boardTopicDelete);
export const useModerateAnswer = () => useSiteChange<BoardAnswerModerationBody>(ADMIN_SITE_PATHS.boardAnswerSave);
export const useDeleteAnswer = () => useSiteChange<IdBody>(ADMIN_SITE_PATHS.boardAnswerDelete);
