import { BoardListResponse, ErrorResponses, PageQuery } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countBoardTopics, listBoardTopics } from '../board-queries';
import { pageInfo, pageOf } from '../../../http/page-query';

const boardList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/info/board',
    { schema: { querystring: PageQuery, response: { 200: BoardListResponse, ...ErrorResponses } } },
    async (request) => {
      const page = pageOf(request.query);
      const [total, topics] = await Promise.all([
        countBoardTopics(app.db),
        listBoardTopics(app.db, { offset: page.offset, limit: page.pageSize }),
      ]);
      return {
        items: topics.map((t) => ({
          ...t,
          answer_count: Number(t.answer_count),
          created_at: t.created_at.toISOString(),
          last_answer_at: t.last_answer_at ? new Date(t.last_answer_at).toISOString() : null,
        })),
        ...pageInfo(page, total),
      };
    },
  );
};
export default boardList;
