import { CollectionMonthsResponse, ErrorResponses, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listCollectionMonths } from '../collection-queries';

/** The months a report can be asked for (only those with data), newest first, with their headline figures. */
const collectionMonths: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/collection_months',
    { schema: { body: NoInput, response: { 200: CollectionMonthsResponse, ...ErrorResponses } } },
    async (request) => ({
      rc_code: '1' as const,
      months: await listCollectionMonths(app.db, request.memberGroup.memberGroupNo),
    }),
  );
};
export default collectionMonths;
