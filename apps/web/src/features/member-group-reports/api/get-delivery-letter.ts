import type { CollectionQuery, DeliveryLetterResponse } from '@coop/contract';
import { memberGroupQuery } from './member-group-query';

export const deliveryLetterQuery = (month: CollectionQuery) =>
  memberGroupQuery<DeliveryLetterResponse>('/api/membergroup/delivery_book', month);
