import type { MemberDepositResponse } from '@coop/contract';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** The member's deposit accounts with their total. */
export const memberDepositQueryOptions = () => memberFeedQueryOptions<MemberDepositResponse>('deposit', '/api/member/member_dep');
