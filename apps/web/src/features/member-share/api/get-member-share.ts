import { memberShareEndpoints, type StatementQuery } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The share account, its year-end balances and one page of its statement; the page on screen stays while the next loads. */
export const memberShareQuery = (query: StatementQuery) => queryOptions({ ...endpointQuery(memberShareEndpoints.memberShare, { body: query }), placeholderData: keepPreviousData });
