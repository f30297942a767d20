import { ADMIN_MEMBER_GROUP_PATHS, ADMIN_SEARCH_PAGE_SIZE, ErrorResponses, GroupSearchBody, GroupSearchResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchGroups } from '../../../db/repositories/member-group-repository';

/** Member groups by number or name, with whether each has a portal login yet. */
const groupSearch: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_MEMBER_GROUP_PATHS.search,
    { schema: { body: GroupSearchBody, response: { 200: GroupSearchResponse, ...ErrorResponses } } },
    async (request) => {
      const page = request.body.page ?? 1;
      const { rows, total } = await searchGroups(app.db, request.body.query, (page - 1) * ADMIN_SEARCH_PAGE_SIZE, ADMIN_SEARCH_PAGE_SIZE);
      return { rc_code: '1' as const, data: rows, page, page_size: ADMIN_SEARCH_PAGE_SIZE, total, total_pages: Math.ceil(total / ADMIN_SEARCH_PAGE_SIZE) };
    },
  );
};
export default groupSearch;
