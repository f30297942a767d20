import { type CollectionQuery, endpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

export const deliveryLetterQuery = (month: CollectionQuery) => endpointQuery(endpoints.deliveryLetter, { body: month });
