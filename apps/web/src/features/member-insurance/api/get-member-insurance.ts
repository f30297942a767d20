import { memberInsuranceEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The member's insurance policies. */
export const memberInsuranceQuery = () => endpointQuery(memberInsuranceEndpoints.memberInsurance, { body: {} });
