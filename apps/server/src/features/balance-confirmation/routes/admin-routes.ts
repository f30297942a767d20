import type { FastifyPluginAsync } from 'fastify';
import campaignClose from './admin-campaign-close';
import campaignCreate from './admin-campaign-create';
import campaignOpen from './admin-campaign-open';
import campaignSummary from './admin-campaign-summary';
import campaigns from './admin-campaigns';
import disputeAnswer from './admin-dispute-answer';
import disputes from './admin-disputes';
import exportRoute from './admin-export';
import responses from './admin-responses';

/** Balance confirmation in the staff console (issue 14, decision 034); each route sets the roles it admits. */
const confirmationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(campaigns);
  await app.register(campaignCreate);
  await app.register(campaignOpen);
  await app.register(campaignClose);
  await app.register(campaignSummary);
  await app.register(responses);
  await app.register(disputes);
  await app.register(disputeAnswer);
  await app.register(exportRoute);
};
export default confirmationRoutes;
