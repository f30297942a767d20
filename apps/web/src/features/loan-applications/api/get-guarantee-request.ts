import { loanApplicationEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** What a guarantor reads before answering. */
export const guaranteeRequestQuery = (applicationNo: string) => endpointQuery(loanApplicationEndpoints.loanGuaranteeRequest, { params: { application_no: applicationNo } });
