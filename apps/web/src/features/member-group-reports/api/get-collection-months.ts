import { memberGroupCollectionEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The months a report can be asked for, newest first. */
export const collectionMonthsQuery = () => endpointQuery(memberGroupCollectionEndpoints.collectionMonths, { body: {} });
