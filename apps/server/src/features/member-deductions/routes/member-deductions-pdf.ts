import { endpoints } from '@coop/contract';
import { sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberDeductionsPdf } from '../member-deductions-pdf';

export default route(endpoints.memberDeductionsPdf, async (request, reply) => {
  const { fileName, pdf } = await memberDeductionsPdf(contextOf(request), request.server.config, request.params);
  return sendAttachment(reply, endpoints.memberDeductionsPdf.file, fileName, pdf);
}, { preHandler: limitCostly('member-document') });
