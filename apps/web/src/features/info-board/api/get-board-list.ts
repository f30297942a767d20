import { infoBoardEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One page of the board's topics; the page on screen stays while the next loads. */
export const boardListQuery = (page: number) =>
  queryOptions({ ...endpointQuery(infoBoardEndpoints.boardList, { query: { page: String(page) } }), placeholderData: keepPreviousData });
