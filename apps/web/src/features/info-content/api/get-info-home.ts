import { infoContentEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Highlights and the latest items of each category shown on /home. */
export const infoHomeQuery = () => endpointQuery(infoContentEndpoints.infoHome, {});
