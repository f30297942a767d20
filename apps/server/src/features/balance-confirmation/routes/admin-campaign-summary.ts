import { ADMIN_CONFIRMATION_PATHS, CampaignIdBody, CampaignSummaryResponse, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { campaignSummary } from '../campaign-counts';
import { CONFIRMATION_READERS } from './admin-roles';

/** One campaign's counts, in total and per member group. */
const campaignSummaryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole(...CONFIRMATION_READERS));
  app.post(
    ADMIN_CONFIRMATION_PATHS.summary,
    { schema: { body: CampaignIdBody, response: { 200: CampaignSummaryResponse, ...ErrorResponses } } },
    async (request) => campaignSummary(app.db, request.body.id),
  );
};
export default campaignSummaryRoute;
