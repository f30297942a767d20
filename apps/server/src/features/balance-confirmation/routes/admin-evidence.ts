import { endpoints } from '@coop/contract';
import { DOWNLOAD_CSP, sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { refuseHead } from '../../../http/refuse-head';
import { contextOf } from '../../../http/request-context';
import { staffEvidence } from '../dispute-evidence';

/** As a loan document: an attachment that can do nothing a page of the console could, limited as staff documents are. */
export default route(
  endpoints.confirmationEvidence,
  async (request, reply) => {
    const file = await staffEvidence(contextOf(request), Number(request.params.id));
    reply.header('content-security-policy', DOWNLOAD_CSP);
    return sendAttachment(reply, file.mediaType, file.fileName, file.bytes);
  },
  // the audit row is the GET's, not a HEAD's
  { onRequest: refuseHead, preHandler: limitCostly('staff-document') },
);
