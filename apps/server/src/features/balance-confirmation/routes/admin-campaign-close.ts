import { ADMIN_CONFIRMATION_PATHS, AdminActionResponse, ApiError, CampaignIdBody, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { moveCampaignStatus } from '../campaign-status';

/** Closes an open campaign: read only from then on; admins only. */
const campaignClose: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.post(
    ADMIN_CONFIRMATION_PATHS.close,
    { schema: { body: CampaignIdBody, response: { 200: AdminActionResponse, 409: ApiError, ...ErrorResponses } } },
    async (request) => ({ rc_code: '1' as const, rc_des: await moveCampaignStatus(app, request, request.body.id, 'close') }),
  );
};
export default campaignClose;
