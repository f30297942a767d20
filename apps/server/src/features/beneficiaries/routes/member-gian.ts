import { ErrorResponses, MemberGianResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listBeneficiaries } from '../beneficiary-queries';

const memberGian: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/member_gian', { schema: { body: NoInput, response: { 200: MemberGianResponse, ...ErrorResponses } } }, async (request) => ({
    rc_code: '1' as const,
    beneficiaries: await listBeneficiaries(app.db, request.member.membershipNo),
  }));
};
export default memberGian;
