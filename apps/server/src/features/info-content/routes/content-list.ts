import { ContentListResponse, ErrorResponses, IdParam, PageQuery } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { countPublished, findCategory, listPublished } from '../content-queries';
import { ApiFailure } from '../../../http/api-failure';
import { toContentSummary } from './content-view';
import { pageInfo, pageOf } from '../../../http/page-query';

export const CATEGORY_NOT_FOUND = 'ไม่พบหมวดข่าวสารที่ต้องการ';

const contentList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/info/list/:topicId',
    {
      schema: {
        params: Type.Object({ topicId: IdParam }),
        querystring: PageQuery,
        response: { 200: ContentListResponse, ...ErrorResponses },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const category = await findCategory(app.db, Number(request.params.topicId));
      if (!category) throw new ApiFailure(404, 'NOT_FOUND', CATEGORY_NOT_FOUND);
      const now = app.now();
      const [total, items] = await Promise.all([
        countPublished(app.db, now, category.id),
        listPublished(app.db, now, category.id, { offset: page.offset, limit: page.pageSize }),
      ]);
      return {
        category: { id: category.id, content_type: category.content_type, name: category.name },
        items: items.map(toContentSummary),
        ...pageInfo(page, total),
      };
    },
  );
};
export default contentList;
