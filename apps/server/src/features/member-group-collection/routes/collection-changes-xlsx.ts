import { endpoints } from '@coop/contract';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { sendReport } from '../../../http/report-download';
import { contextOf } from '../../../http/request-context';
import { collectionChangesXlsx } from '../collection-files';

export default route(endpoints.collectionChangesXlsx, async (request, reply) => sendReport(reply, await collectionChangesXlsx(contextOf(request))), { preHandler: limitCostly('group-report') });
