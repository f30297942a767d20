import { CollectionDashboardResponse, ErrorResponses, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadCollectionDashboard } from '../load-collection';

/** The clerk's first screen: the newest bill at a glance and what to change in payroll since the month before. */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/dashboard',
    { schema: { body: NoInput, response: { 200: CollectionDashboardResponse, ...ErrorResponses } } },
    async (request) => ({ rc_code: '1' as const, ...(await loadCollectionDashboard(app.db, request.memberGroup.memberGroupNo)) }),
  );
};
export default dashboard;
