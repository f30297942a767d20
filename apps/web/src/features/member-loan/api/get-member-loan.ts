import { memberLoanEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The member's loan contracts with their totals. */
export const memberLoanQuery = () => endpointQuery(memberLoanEndpoints.memberLoan, { body: {} });
