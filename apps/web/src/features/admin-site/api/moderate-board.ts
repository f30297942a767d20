import { adminSiteEndpoints, type BoardAnswerModerationBody, type BoardTopicModerationBody, type IdBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { SITE_QUERIES } from './site-queries';

export const useModerateTopic = () => useEndpointChange(adminSiteEndpoints.adminBoardTopicSave, { input: (body: BoardTopicModerationBody) => ({ body }), invalidates: SITE_QUERIES });
export const useDeleteTopic = () => useEndpointChange(adminSiteEndpoints.adminBoardTopicDelete, { input: (body: IdBody) => ({ body }), invalidates: SITE_QUERIES });
export const useModerateAnswer = () => useEndpointChange(adminSiteEndpoints.adminBoardAnswerSave, { input: (body: BoardAnswerModerationBody) => ({ body }), invalidates: SITE_QUERIES });
export const useDeleteAnswer = () => useEndpointChange(adminSiteEndpoints.adminBoardAnswerDelete, { input: (body: IdBody) => ({ body }), invalidates: SITE_QUERIES });
