import { memberGroupCollectionEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

export const dashboardQuery = () => endpointQuery(memberGroupCollectionEndpoints.collectionDashboard, { body: {} });
