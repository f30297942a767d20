import { DemandListResponse, ErrorResponses, PageQuery } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countDemands, listDemands } from '../demand-queries';
import { toPublicDemand } from './demand-view';
import { pageInfo, pageOf } from '../../../http/page-query';

const demandList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/info/demand',
    { schema: { querystring: PageQuery, response: { 200: DemandListResponse, ...ErrorResponses } } },
    async (request) => {
      const page = pageOf(request.query);
      const [total, rows] = await Promise.all([
        countDemands(app.db),
        listDemands(app.db, { offset: page.offset, limit: page.pageSize }),
      ]);
      return { items: rows.map(toPublicDemand), ...pageInfo(page, total) };
    },
  );
};
export default demandList;
