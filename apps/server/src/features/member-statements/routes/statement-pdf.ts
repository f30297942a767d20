import { endpoints } from '@coop/contract';
import { sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { statementPdf } from '../statement-files';

export default route(endpoints.memberStatementPdf, async (request, reply) => {
  const reachedAt = `${request.protocol}://${request.host}`;
  const file = await statementPdf(contextOf(request), request.params.kind, request.query, reachedAt);
  return sendAttachment(reply, endpoints.memberStatementPdf.file, file.fileName, file.stream);
}, { preHandler: limitCostly('member-document') });
