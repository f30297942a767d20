import { ErrorResponses, MemberLoanResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sumBaht } from '@coop/thai-format';
import { listLoanContracts } from '../../../db/repositories/loan-repository';

const memberLoan: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/member_loan', { schema: { body: NoInput, response: { 200: MemberLoanResponse, ...ErrorResponses } } }, async (request) => {
    const contracts = await listLoanContracts(app.db, request.member.membershipNo);
    return {
      rc_code: '1' as const,
      contracts,
      total_approved: sumBaht(contracts.map((c) => c.approved_amount)),
      total_balance: sumBaht(contracts.map((c) => c.principal_balance)),
    };
  });
};
export default memberLoan;
