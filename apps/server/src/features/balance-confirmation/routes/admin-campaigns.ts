import { ADMIN_CONFIRMATION_PATHS, ConfirmationCampaignsResponse, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listCampaigns } from '../campaign-counts';
import { CONFIRMATION_READERS } from './admin-roles';

/** Every campaign with its counts, newest year first. */
const campaigns: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole(...CONFIRMATION_READERS));
  app.get(ADMIN_CONFIRMATION_PATHS.campaigns, { schema: { response: { 200: ConfirmationCampaignsResponse, ...ErrorResponses } } }, async () => ({
    rc_code: '1' as const,
    data: await listCampaigns(app.db),
  }));
};
export default campaigns;
