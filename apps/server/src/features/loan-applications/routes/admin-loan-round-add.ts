import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { addLoanRound } from '../staff-decisions';

export default route(endpoints.adminLoanRoundAdd, (request) => addLoanRound(contextOf(request), request.body));
