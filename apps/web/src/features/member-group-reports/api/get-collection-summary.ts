import type { CollectionQuery, CollectionSummaryResponse } from '@coop/contract';
import { memberGroupFeedQueryOptions } from '@/lib/http/member-feed-query';

export const collectionSummaryQuery = (month: CollectionQuery) =>
  memberGroupFeedQueryOptions<CollectionSummaryResponse>('summarize_rep', '/api/membergroup/summarize_rep', month, [month]);
