import { ErrorResponses, MemberShareResponse, StatementQuery } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findShareAccount, shareYearEnds } from '../share-queries';
import { readStatementPage } from '../../../db/statement-page';
import { pageRequest } from '../../../http/statement-query';

const memberShare: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/member_share',
    { schema: { body: StatementQuery, response: { 200: MemberShareResponse, ...ErrorResponses } } },
    async (request) => {
      const no = request.member.membershipNo;
      const page = pageRequest(request.body);
      const [account, yearly, statement] = await Promise.all([
        findShareAccount(app.db, no),
        shareYearEnds(app.db, no),
        readStatementPage<MemberShareResponse['statement']['items'][number]>(app.db, 'share_statements', no, page),
      ]);
      return { rc_code: '1' as const, account: account ?? null, yearly, statement };
    },
  );
};
export default memberShare;
