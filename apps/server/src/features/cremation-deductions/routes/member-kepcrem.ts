import { ErrorResponses, MemberKepcremResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listCremationDeductions, listCremationMemberships } from '../cremation-queries';

const memberKepcrem: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/member_kepcrem', { schema: { body: NoInput, response: { 200: MemberKepcremResponse, ...ErrorResponses } } }, async (request) => {
    const no = request.member.membershipNo;
    const [memberships, deductions] = await Promise.all([
      listCremationMemberships(app.db, no),
      listCremationDeductions(app.db, no),
    ]);
    return { rc_code: '1' as const, memberships, deductions };
  });
};
export default memberKepcrem;
