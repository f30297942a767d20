import { endpoints } from '@coop/contract';
import { sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { statementXlsx } from '../statement-files';

export default route(endpoints.memberStatementXlsx, async (request, reply) => {
  const file = await statementXlsx(contextOf(request), request.params.kind, request.query);
  return sendAttachment(reply, endpoints.memberStatementXlsx.file, file.fileName, file.stream);
}, { preHandler: limitCostly('member-document') });
