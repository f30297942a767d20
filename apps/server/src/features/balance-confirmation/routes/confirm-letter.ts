import { endpoints } from '@coop/contract';
import { sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberLetterPdf } from '../member-letter-pdf';

export default route(endpoints.memberConfirmLetter, async (request, reply) => {
  const reachedAt = `${request.protocol}://${request.host}`;
  const { fileName, pdf } = await memberLetterPdf(contextOf(request), Number(request.params.year), reachedAt);
  return sendAttachment(reply, endpoints.memberConfirmLetter.file, fileName, pdf);
}, { preHandler: limitCostly('member-document') });
