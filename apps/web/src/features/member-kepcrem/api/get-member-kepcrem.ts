import type { MemberKepcremResponse } from '@coop/contract';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** The member's cremation-fund memberships and their monthly deductions. */
export const memberKepcremQueryOptions = () => memberFeedQueryOptions<MemberKepcremResponse>('kepcrem', '/api/member/member_kepcrem');
