import type { CollectionQuery, CollectionSummaryResponse } from '@coop/contract';
import { memberGroupQuery } from './member-group-query';

export const collectionSummaryQuery = (month: CollectionQuery) =>
  memberGroupQuery<CollectionSummaryResponse>('/api/membergroup/summarize_rep', month);
