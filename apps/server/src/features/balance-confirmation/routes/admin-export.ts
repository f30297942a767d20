import { endpoints } from '@coop/contract';
import { sendAttachment } from '../../../http/attachment';
import { limitCostly } from '../../../http/costly-limit';
import { route } from '../../../http/endpoint-route';
import { refuseHead } from '../../../http/refuse-head';
import { contextOf } from '../../../http/request-context';
import { exportCampaignResponses } from '../responses-export';

export default route(
  endpoints.confirmationExport,
  async (request, reply) => {
    const { fileName, book } = await exportCampaignResponses(contextOf(request), Number(request.params.campaign_id));
    return sendAttachment(reply, endpoints.confirmationExport.file, fileName, book);
  },
  // the audit row is the GET's, not a HEAD's
  { onRequest: refuseHead, preHandler: limitCostly('staff-export') },
);
