import { loanApplicationEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The member's applications and the guarantees asked of them. */
export const loanApplicationsQuery = () => endpointQuery(loanApplicationEndpoints.loanApplications, { body: {} });
