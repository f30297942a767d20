import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { rejectApplication } from '../staff-decisions';

export default route(endpoints.adminLoanReject, (request) => rejectApplication(contextOf(request), request.body));
