import { memberHomeEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Everything the member home shows, in one call. */
export const memberHomeQuery = () => endpointQuery(memberHomeEndpoints.memberHome, { body: {} });
