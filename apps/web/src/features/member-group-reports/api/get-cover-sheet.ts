import { type CollectionQuery, memberGroupCollectionEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

export const coverSheetQuery = (month: CollectionQuery) => endpointQuery(memberGroupCollectionEndpoints.coverSheet, { body: month });
