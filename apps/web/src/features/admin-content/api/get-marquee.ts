import { endpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Every marquee note, switched-off ones too. */
export const adminMarqueeQuery = () => endpointQuery(endpoints.adminMarqueeList, { body: {} });
