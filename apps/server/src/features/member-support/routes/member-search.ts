import { ADMIN_MEMBER_PATHS, ADMIN_SEARCH_PAGE_SIZE, ErrorResponses, MemberSearchBody, MemberSearchResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditStaff } from '../../../audit/audit-log';
import { searchMembers } from '../member-search-queries';

/** Members by number or name, a page at a time, with whether each has registered; each search is audited (what was asked, how many found). */
const memberSearch: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_MEMBER_PATHS.search,
    { schema: { body: MemberSearchBody, response: { 200: MemberSearchResponse, ...ErrorResponses } } },
    async (request) => {
      const page = request.body.page ?? 1;
      const { rows, total } = await searchMembers(app.db, request.body.query, (page - 1) * ADMIN_SEARCH_PAGE_SIZE, ADMIN_SEARCH_PAGE_SIZE);
      await auditStaff(app.db, app.now(), request, {
        actor: request.staff.username,
        action: 'member.search',
        after: { query: request.body.query, page, rows: rows.length, total },
      });
      return { rc_code: '1' as const, data: rows, page, page_size: ADMIN_SEARCH_PAGE_SIZE, total, total_pages: Math.ceil(total / ADMIN_SEARCH_PAGE_SIZE) };
    },
  );
};
export default memberSearch;
