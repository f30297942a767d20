import { ErrorResponses, MemberDepositResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listDepositAccounts } from '../../db/repositories/deposit-repository';

const memberDep: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/member_dep', { schema: { body: NoInput, response: { 200: MemberDepositResponse, ...ErrorResponses } } }, async (request) => {
    const accounts = await listDepositAccounts(app.db, request.member.membershipNo);
    const total = accounts.filter((a) => !a.closed).reduce((s, a) => s + a.balance, 0);
    return { rc_code: '1' as const, accounts, total_balance: Math.round(total * 100) / 100 };
  });
};
export default memberDep;
