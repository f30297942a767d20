import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { loanRounds } from '../staff-view';

export default route(endpoints.adminLoanRounds, (request) => loanRounds(contextOf(request)));
