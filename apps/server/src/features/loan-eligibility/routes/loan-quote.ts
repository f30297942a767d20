import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { loanQuote } from '../loan-eligibility';

export default route(endpoints.loanQuote, (request) => loanQuote(contextOf(request), request.body), { preHandler: limitCostly('loan-quote') });
