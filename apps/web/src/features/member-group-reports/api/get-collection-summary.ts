import { type CollectionQuery, endpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

export const collectionSummaryQuery = (month: CollectionQuery) => endpointQuery(endpoints.collectionSummary, { body: month });
