import { endpoints } from '@coop/contract';
import { DOWNLOAD_CSP, sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberLoanDocument } from '../application-view';

/** A member's document opened from this origin can do nothing a page could (a PDF with a script least of all). */
export default route(endpoints.loanApplicationDocument, async (request, reply) => {
  const document = await memberLoanDocument(contextOf(request), request.params);
  reply.header('content-security-policy', DOWNLOAD_CSP);
  return sendAttachment(reply, document.mediaType, document.fileName, document.bytes);
}, { preHandler: limitCostly('member-document') });
