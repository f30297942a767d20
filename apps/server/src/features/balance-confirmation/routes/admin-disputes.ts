import { ADMIN_CONFIRMATION_PATHS, DisputesBody, DisputesResponse, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { campaignOr404 } from '../campaign-counts';
import { disputeCasePage } from '../dispute-cases';
import { CONFIRMATION_READERS } from './admin-roles';

/** One page of a campaign's dispute cases, those still being worked on first, with the staff's answers. */
const disputes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole(...CONFIRMATION_READERS));
  app.post(
    ADMIN_CONFIRMATION_PATHS.disputes,
    { schema: { body: DisputesBody, response: { 200: DisputesResponse, ...ErrorResponses } } },
    async (request) => {
      await campaignOr404(app.db, request.body.campaign_id);
      return { rc_code: '1' as const, ...(await disputeCasePage(app.db, request.body.campaign_id, request.body.status, request.body.page ?? 1)) };
    },
  );
};
export default disputes;
