import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { loanQueue } from '../staff-view';

export default route(endpoints.adminLoanQueue, (request) => loanQueue(contextOf(request), request.body));
