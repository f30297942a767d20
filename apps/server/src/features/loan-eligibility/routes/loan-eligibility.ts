import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { loanEligibility } from '../loan-eligibility';

export default route(endpoints.loanEligibility, (request) => loanEligibility(contextOf(request)));
