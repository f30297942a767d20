import { CollectionQuery, CoverSheetResponse, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadCoverSheet } from '../load-collection';

/** The งบหน้าเรียกเก็บ of a month: one line per member, subtotals per sub-group, the grand total. */
const keeprep: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/keeprep',
    { schema: { body: CollectionQuery, response: { 200: CoverSheetResponse, ...ErrorResponses } } },
    async (request) => {
      // the serializer keeps only what the contract names
      const sheet = await loadCoverSheet(app.db, request.memberGroup.memberGroupNo, request.body ?? {});
      return { rc_code: '1' as const, ...sheet };
    },
  );
};
export default keeprep;
