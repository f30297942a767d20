import { memberLastUpdateEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** When the member's data was last refreshed from core banking (spec 2.4, 7). */
export const memberLastUpdateQuery = () => endpointQuery(memberLastUpdateEndpoints.memberLastUpdate, { body: {} });
