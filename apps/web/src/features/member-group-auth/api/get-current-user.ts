import type { MemberGroupUserResponse } from '@coop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberGroupFeedQueryOptions } from '@/lib/http/member-feed-query';

/** The group behind the session, for the layout's header (spec 4: re-fetched once logged in). */
export const currentMemberGroupQuery = () =>
  queryOptions({ ...memberGroupFeedQueryOptions<MemberGroupUserResponse>('user', '/api/membergroup/user'), staleTime: 5 * 60_000 });

export const useCurrentMemberGroup = () => useQuery(currentMemberGroupQuery());
