import { type CollectionQuery, memberGroupCollectionEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

export const deliveryLetterQuery = (month: CollectionQuery) => endpointQuery(memberGroupCollectionEndpoints.deliveryLetter, { body: month });
