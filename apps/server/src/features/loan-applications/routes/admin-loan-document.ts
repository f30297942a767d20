import { endpoints } from '@coop/contract';
import { DOWNLOAD_CSP, sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffLoanDocument } from '../staff-view';

/** As the member's own download: an attachment that can do nothing a page of the console could. */
export default route(endpoints.adminLoanDocument, async (request, reply) => {
  const document = await staffLoanDocument(contextOf(request), request.params);
  reply.header('content-security-policy', DOWNLOAD_CSP);
  return sendAttachment(reply, document.mediaType, document.fileName, document.bytes);
}, { preHandler: limitCostly('staff-document') });
