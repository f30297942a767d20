import { adminSignInEndpoints, type SignInQuery } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One page of member and member-group sign-ins under the filter (its empty parts left out). */
export const signInLogQuery = (filter: SignInQuery) =>
  queryOptions({
    ...endpointQuery(adminSignInEndpoints.auditSignIns, {
      query: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as SignInQuery,
    }),
    placeholderData: keepPreviousData,
  });
