import { DemandShowResponse, ErrorResponses, IdParam } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { findDemand } from '../demand-queries';
import { ApiFailure } from '../../../http/api-failure';
import { toPublicDemand } from './demand-view';

export const DEMAND_NOT_FOUND = 'ไม่พบเรื่องที่ต้องการ';

const demandShow: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/info/demand/:topicId',
    { schema: { params: Type.Object({ topicId: IdParam }), response: { 200: DemandShowResponse, ...ErrorResponses } } },
    async (request) => {
      const row = await findDemand(app.db, Number(request.params.topicId));
      if (!row) throw new ApiFailure(404, 'NOT_FOUND', DEMAND_NOT_FOUND);
      return { demand: { ...toPublicDemand(row), body: row.body, answer: row.answer } };
    },
  );
};
export default demandShow;
