import type { CollectionMonthsResponse } from '@coop/contract';
import { memberGroupFeedQueryOptions } from '@/lib/http/member-feed-query';

/** The months a report can be asked for, newest first. */
export const collectionMonthsQuery = () =>
  memberGroupFeedQueryOptions<CollectionMonthsResponse>('collection_months', '/api/membergroup/collection_months');
