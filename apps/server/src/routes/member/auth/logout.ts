import { ErrorResponses, LogoutResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteSession } from '../../../db/repositories/session-repository';

const logout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/auth/logout',
    { schema: { response: { 200: LogoutResponse, ...ErrorResponses } } },
    async (request) => {
      await deleteSession(app.db, request.member.tokenHash);
      return { rc_code: '1' as const, message: 'ออกจากระบบเรียบร้อยแล้ว' };
    },
  );
};
export default logout;
