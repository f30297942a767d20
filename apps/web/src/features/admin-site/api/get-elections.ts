import { adminSiteEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Every election, newest voting first. */
export const adminElectionsQuery = () => endpointQuery(adminSiteEndpoints.adminElectionList, { body: {} });
