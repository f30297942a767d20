import { ErrorResponses, LogoutResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditStaff } from '../../../audit/audit-log';
import { LOGOUT_MESSAGE } from '../../../auth/auth-messages';
import { revokeSession } from '../../../auth/sessions';

const logout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/auth/logout',
    { schema: { body: NoInput, response: { 200: LogoutResponse, ...ErrorResponses } } },
    async (request) => {
      await revokeSession(app.db, app.sessionCache, request.member.tokenHash);
      const { impersonator, membershipNo } = request.member;
      // the end of an impersonation, by the banner's end button (the member layout's logout is the same call)
      if (impersonator) await auditStaff(app.db, app.now(), request, { actor: impersonator, action: 'impersonation.end', target: membershipNo });
      return { rc_code: '1' as const, message: LOGOUT_MESSAGE };
    },
  );
};
export default logout;
