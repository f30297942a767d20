import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { loanEligibility } from '../loan-eligibility';

export default route(endpoints.loanEligibility, (request) => loanEligibility(contextOf(request)), { preHandler: limitCostly('loan-eligibility') });
