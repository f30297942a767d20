import { adminSiteEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Every topic, hidden ones too, pinned first. */
export const adminBoardQuery = (page: number) => queryOptions({ ...endpointQuery(adminSiteEndpoints.adminBoardList, { body: { page } }), placeholderData: keepPreviousData });

/** One topic with every answer, hidden ones too, and the addresses they came from. */
export const adminBoardTopicQuery = (id: number) => endpointQuery(adminSiteEndpoints.adminBoardTopic, { body: { id } });
