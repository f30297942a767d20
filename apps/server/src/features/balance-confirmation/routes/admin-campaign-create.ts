import { ADMIN_CONFIRMATION_PATHS, ApiError, CreateCampaignBody, CreateCampaignResponse, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createCampaign } from '../campaign-snapshot';

/** A draft campaign with the members' balances as of a date from the finance data; admins only. */
const campaignCreate: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.post(
    ADMIN_CONFIRMATION_PATHS.create,
    { schema: { body: CreateCampaignBody, response: { 200: CreateCampaignResponse, 409: ApiError, ...ErrorResponses } } },
    async (request) => createCampaign(app, request, request.body),
  );
};
export default campaignCreate;
