import { memberWelfareEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** Welfare received and welfare the member may still claim. */
export const memberWelfareQuery = () => endpointQuery(memberWelfareEndpoints.memberWelfare, { body: {} });
