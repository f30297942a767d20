import { infoDemandEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One page of the demands, newest first; the page on screen stays while the next loads. */
export const demandListQuery = (page: number) =>
  queryOptions({ ...endpointQuery(infoDemandEndpoints.demandList, { query: { page: String(page) } }), placeholderData: keepPreviousData });
