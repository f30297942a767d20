import type { MemberDivResponse } from '@coop/contract';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** Dividends and patronage refunds of the approved years, newest first. */
export const memberDividendQueryOptions = () => memberFeedQueryOptions<MemberDivResponse>('div', '/api/member/member_div');
