import { memberStatusEndpoints } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The member's personal information: data1[0] of the answer (spec 3, 7), or null when there is none. */
export const memberStatusQuery = () =>
  queryOptions({
    ...endpointQuery(memberStatusEndpoints.memberStatus, { body: {} }),
    select: (answer) => answer.data1[0] ?? null,
  });
