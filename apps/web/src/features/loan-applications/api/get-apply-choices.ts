import { loanEligibilityEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The products the member may apply for, with their largest amount and longest term. */
export const applicableProductsQuery = () => endpointQuery(loanEligibilityEndpoints.loanEligibility, { body: {} });
