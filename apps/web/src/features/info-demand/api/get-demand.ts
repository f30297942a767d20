import { infoDemandEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One demand with the cooperative's answer. */
export const demandQuery = (topicId: string) => endpointQuery(infoDemandEndpoints.demand, { params: { topicId } });
