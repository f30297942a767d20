import type { MemberWelfareResponse } from '@coop/contract';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** Welfare received and welfare the member may still claim. */
export const memberWelfareQueryOptions = () => memberFeedQueryOptions<MemberWelfareResponse>('welfare', '/api/member/member_welfare');
