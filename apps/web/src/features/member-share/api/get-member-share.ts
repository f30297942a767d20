import type { MemberShareResponse, StatementQuery } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** The share account, its year-end balances and one page of its statement; the page on screen stays while the next loads. */
export const memberShareQueryOptions = (query: StatementQuery) =>
  queryOptions({ ...memberFeedQueryOptions<MemberShareResponse>('share', '/api/member/member_share', query, [query]), placeholderData: keepPreviousData });
