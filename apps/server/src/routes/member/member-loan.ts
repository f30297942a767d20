import { ErrorResponses, MemberLoanResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listLoanContracts } from '../../db/repositories/loan-repository';

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

const memberLoan: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/member_loan', { schema: { body: NoInput, response: { 200: MemberLoanResponse, ...ErrorResponses } } }, async (request) => {
    const contracts = await listLoanContracts(app.db, request.member.membershipNo);
    return {
      rc_code: '1' as const,
      contracts,
      total_approved: sum(contracts.map((c) => c.approved_amount)),
      total_balance: sum(contracts.map((c) => c.principal_balance)),
    };
  });
};
export default memberLoan;
