import { endpoints } from '@coop/contract';
import { costlyCount } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { loanEligibility } from '../loan-eligibility';

// counted against the costly limit in the statement that reads the member's facts (readCountedLoanInputs)
export default route(endpoints.loanEligibility, (request) => loanEligibility(contextOf(request), costlyCount(request, 'loan-eligibility')));
