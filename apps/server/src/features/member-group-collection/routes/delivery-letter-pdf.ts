import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { sendReport } from '../../../http/report-download';
import { contextOf } from '../../../http/request-context';
import { deliveryLetterPdf } from '../collection-files';

export default route(endpoints.deliveryLetterPdf, async (request, reply) => sendReport(reply, await deliveryLetterPdf(contextOf(request), request.query)), { preHandler: limitCostly('group-report') });
