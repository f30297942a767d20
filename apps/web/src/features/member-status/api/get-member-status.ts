import type { MemberStatusResponse } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** The member's personal information: data1[0] of the answer (spec 3, 7), or null when there is none. */
export const memberStatusQueryOptions = () =>
  queryOptions({
    ...memberFeedQueryOptions<MemberStatusResponse>('status', '/api/member/member_status'),
    select: (answer) => answer.data1[0] ?? null,
  });
