import { ErrorResponses, MemberDivResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listApprovedDividends } from '../dividend-queries';

const memberDiv: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/member_div', { schema: { body: NoInput, response: { 200: MemberDivResponse, ...ErrorResponses } } }, async (request) => ({
    rc_code: '1' as const,
    years: await listApprovedDividends(app.db, request.member.membershipNo),
  }));
};
export default memberDiv;
