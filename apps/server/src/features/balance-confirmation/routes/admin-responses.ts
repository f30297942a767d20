import { ADMIN_CONFIRMATION_PATHS, ADMIN_SEARCH_PAGE_SIZE, ErrorResponses, ResponsesBody, ResponsesResponse, groupLetterCode } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { campaignOr404 } from '../campaign-counts';
import { listMemberAnswers } from '../campaign-queries';
import { CONFIRMATION_READERS } from './admin-roles';

/** One page of a campaign's members with their answers, filtered by answer, group or number/name. */
const responses: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole(...CONFIRMATION_READERS));
  app.post(
    ADMIN_CONFIRMATION_PATHS.responses,
    { schema: { body: ResponsesBody, response: { 200: ResponsesResponse, ...ErrorResponses } } },
    async (request) => {
      const { page = 1, ...filter } = request.body;
      await campaignOr404(app.db, filter.campaign_id);
      const { rows, total } = await listMemberAnswers(app.db, filter, (page - 1) * ADMIN_SEARCH_PAGE_SIZE, ADMIN_SEARCH_PAGE_SIZE);
      return {
        rc_code: '1' as const,
        data: rows.map((r) => ({
          membership_no: r.membership_no,
          member_name: r.member_name,
          member_group_no: r.member_group_no,
          lines: r.lines,
          answer: r.answer,
          disputed_lines: r.disputed_lines,
          answered_at: r.answered_at === null ? null : new Date(r.answered_at).toISOString(),
          letter_code: r.letter_code === null ? null : groupLetterCode(r.letter_code),
        })),
        page,
        page_size: ADMIN_SEARCH_PAGE_SIZE,
        total,
        total_pages: Math.ceil(total / ADMIN_SEARCH_PAGE_SIZE),
      };
    },
  );
};
export default responses;
