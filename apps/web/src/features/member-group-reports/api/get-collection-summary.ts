import { type CollectionQuery, memberGroupCollectionEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

export const collectionSummaryQuery = (month: CollectionQuery) => endpointQuery(memberGroupCollectionEndpoints.collectionSummary, { body: month });
