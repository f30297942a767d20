import { type CollectionQuery, endpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

export const coverSheetQuery = (month: CollectionQuery) => endpointQuery(endpoints.coverSheet, { body: month });
