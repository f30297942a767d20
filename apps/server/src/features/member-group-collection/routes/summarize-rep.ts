import { CollectionQuery, CollectionSummaryResponse, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadCollectionSummary } from '../load-collection';

/** The สรุปยอดเรียกเก็บ of a month: totals by item type and by sub-group, with member counts. */
const summarizeRep: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/summarize_rep',
    { schema: { body: CollectionQuery, response: { 200: CollectionSummaryResponse, ...ErrorResponses } } },
    async (request) => ({
      rc_code: '1' as const,
      ...(await loadCollectionSummary(app.db, request.memberGroup.memberGroupNo, request.body ?? {})),
    }),
  );
};
export default summarizeRep;
