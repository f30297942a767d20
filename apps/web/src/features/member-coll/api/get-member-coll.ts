import type { MemberCollResponse } from '@coop/contract';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** Loans the member guarantees, and what guarantees the member's own loans. */
export const memberCollQueryOptions = () => memberFeedQueryOptions<MemberCollResponse>('coll', '/api/member/member_coll');
