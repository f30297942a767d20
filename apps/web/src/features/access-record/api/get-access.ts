import { memberAccessEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One page of the staff looks at the member's data, newest first. */
export const accessQuery = (page: number) =>
  queryOptions({ ...endpointQuery(memberAccessEndpoints.memberAccess, { query: page > 1 ? { page: String(page) } : {} }), placeholderData: keepPreviousData });
