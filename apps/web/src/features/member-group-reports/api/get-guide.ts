import { memberGroupCollectionEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

export const guideQuery = () => endpointQuery(memberGroupCollectionEndpoints.memberGroupGuide, { body: {} });
