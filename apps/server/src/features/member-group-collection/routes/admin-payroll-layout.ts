import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffPayrollLayout } from '../payroll-file';

export default route(endpoints.adminPayrollLayout, (request) => staffPayrollLayout(contextOf(request), request.params));
