import { infoBoardEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** A topic with its answers. */
export const boardTopicQuery = (topicId: string) => endpointQuery(infoBoardEndpoints.boardTopic, { params: { topicId } });
