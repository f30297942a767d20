import { infoContentEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One page of a category's items, newest first; the previous page stays on screen while the next loads. */
export const contentListQuery = (topicId: string, page: number) =>
  queryOptions({ ...endpointQuery(infoContentEndpoints.contentList, { params: { topicId }, query: { page: String(page) } }), placeholderData: keepPreviousData });
