import { ErrorResponses, MemberWelfareResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listWelfareReceived, listWelfareTypes } from '../welfare-queries';

const memberWelfare: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/member_welfare', { schema: { body: NoInput, response: { 200: MemberWelfareResponse, ...ErrorResponses } } }, async (request) => {
    const [received, types] = await Promise.all([listWelfareReceived(app.db, request.member.membershipNo), listWelfareTypes(app.db)]);
    const taken = new Set(received.map((r) => r.welfare_code));
    return { rc_code: '1' as const, received, claimable: types.filter((t) => !(t.once_only && taken.has(t.code))) };
  });
};
export default memberWelfare;
