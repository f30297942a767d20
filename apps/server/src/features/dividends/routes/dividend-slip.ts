import { endpoints } from '@coop/contract';
import { sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { dividendSlipPdf } from '../dividend-slip';

export default route(endpoints.dividendSlip, async (request, reply) => {
  const reachedAt = `${request.protocol}://${request.host}`;
  const { fileName, pdf } = await dividendSlipPdf(contextOf(request), Number(request.params.year), reachedAt);
  return sendAttachment(reply, endpoints.dividendSlip.file, fileName, pdf);
}, { preHandler: limitCostly('member-document') });
