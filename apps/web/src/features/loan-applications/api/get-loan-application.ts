import { loanApplicationEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** One application with its timeline. */
export const loanApplicationQuery = (applicationNo: string) => endpointQuery(loanApplicationEndpoints.loanApplication, { params: { application_no: applicationNo } });
