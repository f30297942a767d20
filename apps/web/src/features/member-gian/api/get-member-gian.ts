import type { MemberGianResponse } from '@coop/contract';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** The people the member named to receive benefits. */
export const memberGianQueryOptions = () => memberFeedQueryOptions<MemberGianResponse>('gian', '/api/member/member_gian');
