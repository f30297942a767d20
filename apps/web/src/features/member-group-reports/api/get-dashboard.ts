import { endpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

export const dashboardQuery = () => endpointQuery(endpoints.collectionDashboard, { body: {} });
