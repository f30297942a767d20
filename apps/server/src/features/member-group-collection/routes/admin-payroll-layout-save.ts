import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { savePayrollLayout } from '../payroll-file';

export default route(endpoints.adminPayrollLayoutSave, (request) => savePayrollLayout(contextOf(request), request.params, request.body));
