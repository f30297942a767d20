import { infoContentEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The whole item with its pictures and downloads. */
export const contentItemQuery = (topicId: string) => endpointQuery(infoContentEndpoints.contentItem, { params: { topicId } });
