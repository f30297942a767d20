import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { approveApplication } from '../staff-decisions';

export default route(endpoints.adminLoanApprove, (request) => approveApplication(contextOf(request), request.body));
