import type { FastifyPluginAsync } from 'fastify';
import campaignClose from './campaign-close';
import campaignCreate from './campaign-create';
import campaignOpen from './campaign-open';
import campaignSummary from './campaign-summary';
import campaigns from './campaigns';
import disputeAnswer from './dispute-answer';
import disputes from './disputes';
import exportRoute from './export';
import responses from './responses';

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
