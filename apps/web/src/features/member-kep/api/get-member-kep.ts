import type { KepQuery, MemberKepResponse } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { memberFeedQueryOptions } from '@/lib/http/member-feed-query';

/** Every month with a deduction document, and the documents of the chosen month (the newest when none is chosen). */
export const memberKepQueryOptions = (query: KepQuery) =>
  queryOptions({ ...memberFeedQueryOptions<MemberKepResponse>('kep', '/api/member/member_kep', query, [query]), placeholderData: keepPreviousData });
