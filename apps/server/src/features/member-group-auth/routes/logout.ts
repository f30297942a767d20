import { ErrorResponses, LogoutResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOGOUT_MESSAGE } from '../../../auth/auth-messages';
import { revokeSession } from '../../../auth/sessions';

const logout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/membergroup/auth/logout',
    { schema: { body: NoInput, response: { 200: LogoutResponse, ...ErrorResponses } } },
    async (request) => {
      await revokeSession(app.db, app.sessionCache, request.memberGroup.tokenHash);
      return { rc_code: '1' as const, message: LOGOUT_MESSAGE };
    },
  );
};
export default logout;
