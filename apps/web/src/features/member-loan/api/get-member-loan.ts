import type { MemberLoanResponse } from '@coop/contract';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** The member's loan contracts with their totals. */
export const memberLoanQueryOptions = () => memberFeedQueryOptions<MemberLoanResponse>('loan', '/api/member/member_loan');
