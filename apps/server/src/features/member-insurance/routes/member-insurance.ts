import { ErrorResponses, MemberInsuranceResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listInsurancePolicies } from '../insurance-queries';

const memberInsurance: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/member_insurance', { schema: { body: NoInput, response: { 200: MemberInsuranceResponse, ...ErrorResponses } } }, async (request) => ({
    rc_code: '1' as const,
    policies: await listInsurancePolicies(app.db, request.member.membershipNo),
  }));
};
export default memberInsurance;
