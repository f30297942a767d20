import { endpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

export const guideQuery = () => endpointQuery(endpoints.memberGroupGuide, { body: {} });
