import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { sendReport } from '../../../http/report-download';
import { contextOf } from '../../../http/request-context';
import { staffPayrollFile } from '../payroll-file';

export default route(endpoints.adminPayrollXlsx, async (request, reply) => sendReport(reply, await staffPayrollFile(contextOf(request), request.params, request.query, 'xlsx')), {
  preHandler: limitCostly('staff-export'),
});
