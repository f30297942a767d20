import { adminMemberGroupEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Member groups by number or name (all when empty), one page, with whether each has a login. */
export const groupSearchQuery = (query: string, page: number) =>
  queryOptions({ ...endpointQuery(adminMemberGroupEndpoints.memberGroupSearch, { body: { query, page } }), placeholderData: keepPreviousData });
