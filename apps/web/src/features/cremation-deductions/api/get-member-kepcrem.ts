import { cremationDeductionsEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The member's cremation-fund memberships and their monthly deductions. */
export const cremationDeductionsQuery = () => endpointQuery(cremationDeductionsEndpoints.cremationDeductions, { body: {} });
