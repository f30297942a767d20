import { adminContentEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Every marquee note, switched-off ones too. */
export const adminMarqueeQuery = () => endpointQuery(adminContentEndpoints.adminMarqueeList, { body: {} });
