import { type KepQuery, memberDeductionsEndpoints } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Every month with a deduction document, and the documents of the chosen month (the newest when none is chosen). */
export const memberDeductionsQuery = (query: KepQuery) =>
  queryOptions({ ...endpointQuery(memberDeductionsEndpoints.memberDeductions, { body: query }), placeholderData: keepPreviousData });
