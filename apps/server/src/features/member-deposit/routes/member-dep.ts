import { ErrorResponses, MemberDepositResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sumBaht } from '@coop/thai-format';
import { listDepositAccounts } from '../deposit-queries';

const memberDep: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/member_dep', { schema: { body: NoInput, response: { 200: MemberDepositResponse, ...ErrorResponses } } }, async (request) => {
    const accounts = await listDepositAccounts(app.db, request.member.membershipNo);
    const open = accounts.filter((a) => !a.closed);
    return { rc_code: '1' as const, accounts, total_balance: sumBaht(open.map((a) => a.balance)) };
  });
};
export default memberDep;
