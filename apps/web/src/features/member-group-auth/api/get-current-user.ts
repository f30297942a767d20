import { memberGroupAuthEndpoints } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The group behind the session, for the layout's header (spec 4: re-fetched once logged in). */
export const currentMemberGroupQuery = () => queryOptions({ ...endpointQuery(memberGroupAuthEndpoints.memberGroupUser, { body: {} }), staleTime: 5 * 60_000 });
