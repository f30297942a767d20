import { endpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Every election, newest voting first. */
export const adminElectionsQuery = () => endpointQuery(endpoints.adminElectionList, { body: {} });
