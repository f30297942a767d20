import { endpoints } from '@coop/contract';
import { costlyCount } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { loanQuote } from '../loan-eligibility';

// counted against the costly limit in the statement that reads the member's facts and the product (readCountedLoanInputs)
export default route(endpoints.loanQuote, (request) => loanQuote(contextOf(request), request.body, costlyCount(request, 'loan-quote')));
