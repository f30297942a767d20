import type { MemberInsuranceResponse } from '@coop/contract';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** The member's insurance policies. */
export const memberInsuranceQueryOptions = () => memberFeedQueryOptions<MemberInsuranceResponse>('insurance', '/api/member/member_insurance');
