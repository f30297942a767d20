import { infoElectionEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The current election and the past ones. */
export const electionQuery = () => endpointQuery(infoElectionEndpoints.election, {});
