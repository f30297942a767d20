import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffLoanApplication } from '../staff-view';

export default route(endpoints.adminLoanApplication, (request) => staffLoanApplication(contextOf(request), request.params));
