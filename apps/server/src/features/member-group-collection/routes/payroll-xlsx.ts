import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { sendReport } from '../../../http/report-download';
import { contextOf } from '../../../http/request-context';
import { groupPayrollFile } from '../payroll-file';

export default route(endpoints.payrollXlsx, async (request, reply) => sendReport(reply, await groupPayrollFile(contextOf(request), request.query, 'xlsx')), { preHandler: limitCostly('group-report') });
