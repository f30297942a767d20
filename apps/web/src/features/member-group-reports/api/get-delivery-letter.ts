import type { CollectionQuery, DeliveryLetterResponse } from '@coop/contract';
import { memberGroupFeedQueryOptions } from '@/lib/http/member-feed-query';

export const deliveryLetterQuery = (month: CollectionQuery) =>
  memberGroupFeedQueryOptions<DeliveryLetterResponse>('delivery_book', '/api/membergroup/delivery_book', month, [month]);
