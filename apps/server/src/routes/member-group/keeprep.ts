import { CollectionQuery, CoverSheetResponse, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resolveCollectionScope } from '../../collection/collection-scope';
import { buildCoverSheet } from '../../collection/cover-sheet';
import { listCollectionLines } from '../../db/repositories/collection-repository';

/** The งบหน้าเรียกเก็บ of a month: one line per member, subtotals per sub-group, the grand total. */
const keeprep: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/keeprep',
    { schema: { body: CollectionQuery, response: { 200: CoverSheetResponse, ...ErrorResponses } } },
    async (request) => {
      const scope = await resolveCollectionScope(app.db, request.memberGroup.memberGroupNo, request.body ?? {});
      const lines = await listCollectionLines(app.db, scope.memberGroupNo, scope.year, scope.month);
      return { rc_code: '1' as const, year: scope.year, month: scope.month, ...buildCoverSheet(lines) };
    },
  );
};
export default keeprep;
