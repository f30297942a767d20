import { AccountRef, ErrorResponses, MemberDepositStatementResponse, StatementQuery } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { readDepositStatement } from '../deposit-queries';
import { ApiFailure } from '../../../http/api-failure';
import { pageRequest } from '../../../http/statement-query';

export const ACCOUNT_NOT_FOUND = 'ไม่พบบัญชีเงินฝากนี้ในข้อมูลของท่าน';

const memberDepStatement: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/member_dep_statement/:account',
    {
      schema: {
        params: Type.Object({ account: AccountRef }),
        body: StatementQuery,
        response: { 200: MemberDepositStatementResponse, ...ErrorResponses },
      },
    },
    async (request) => {
      const page = pageRequest(request.body);
      const found = await readDepositStatement<MemberDepositStatementResponse['statement']['items'][number]>(
        app.db,
        request.member.membershipNo,
        request.params.account,
        page,
      );
      if (!found) throw new ApiFailure(404, 'NOT_FOUND', ACCOUNT_NOT_FOUND);
      const { owner: account, statement } = found;
      return { rc_code: '1' as const, account, statement };
    },
  );
};
export default memberDepStatement;
