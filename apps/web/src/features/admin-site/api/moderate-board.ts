import { type BoardAnswerModerationBody, type BoardTopicModerationBody, endpoints, type IdBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

export const useModerateTopic = () => useEndpointChange(endpoints.adminBoardTopicSave, { input: (body: BoardTopicModerationBody) => ({ body }), invalidates: SITE_QUERIES });
export const useDeleteTopic = () => useEndpointChange(endpoints.adminBoardTopicDelete, { input: (body: IdBody) => ({ body }), invalidates: SITE_QUERIES });
export const useModerateAnswer = () => useEndpointChange(endpoints.adminBoardAnswerSave, { input: (body: BoardAnswerModerationBody) => ({ body }), invalidates: SITE_QUERIES });
export const useDeleteAnswer = () => useEndpointChange(endpoints.adminBoardAnswerDelete, { input: (body: IdBody) => ({ body }), invalidates: SITE_QUERIES });
