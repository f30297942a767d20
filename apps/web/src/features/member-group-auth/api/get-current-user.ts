import type { MemberGroupUserResponse } from '@coop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export const currentMemberGroupQuery = () =>
  queryOptions({
    queryKey: ['membergroup', 'user'],
    queryFn: ({ signal }) => apiCall<MemberGroupUserResponse>('/api/membergroup/user', { method: 'POST', signal, memberGroupSession: true }),
    staleTime: 5 * 60_000,
  });

/** The group behind the session, for the layout's header (spec 4: re-fetched once logged in). */
export const useCurrentMemberGroup = () => useQuery(currentMemberGroupQuery());
