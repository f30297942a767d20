import { adminMemberEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Members by number or name, one page; nothing is asked until there is something to look for. */
export const memberSearchQuery = (query: string, page: number) =>
  queryOptions({ ...endpointQuery(adminMemberEndpoints.memberSearch, { body: { query, page } }), enabled: query !== '', placeholderData: keepPreviousData });
