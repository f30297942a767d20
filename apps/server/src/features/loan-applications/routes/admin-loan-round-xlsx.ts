import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { sendReport } from '../../../http/report-download';
import { contextOf } from '../../../http/request-context';
import { roundWorkbook } from '../round-export';

export default route(endpoints.adminLoanRoundXlsx, async (request, reply) => sendReport(reply, await roundWorkbook(contextOf(request), request.params)), {
  preHandler: limitCostly('staff-export'),
});
