import type { CollectionQuery, CoverSheetResponse } from '@coop/contract';
import { memberGroupFeedQueryOptions } from '@/lib/http/member-feed-query';

export const coverSheetQuery = (month: CollectionQuery) =>
  memberGroupFeedQueryOptions<CoverSheetResponse>('keeprep', '/api/membergroup/keeprep', month, [month]);
