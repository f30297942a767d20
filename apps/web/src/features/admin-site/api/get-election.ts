import { adminSiteEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One election with its positions, candidates and polling places. */
export const adminElectionQuery = (id: number) => endpointQuery(adminSiteEndpoints.adminElection, { body: { id } });
