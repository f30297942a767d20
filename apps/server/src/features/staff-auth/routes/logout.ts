import { ADMIN_AUTH_PATHS, ErrorResponses, LogoutResponse, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditStaff } from '../../../audit/audit-log';
import { revokeSession } from '../../../auth/sessions';
import { endImpersonationsBy } from '../../../auth/impersonation';
import { contextOf } from '../../../http/request-context';
import { STAFF_TEXT } from '../../../auth/staff-text';

const logout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_AUTH_PATHS.logout,
    { schema: { body: NoInput, response: { 200: LogoutResponse, ...ErrorResponses } } },
    async (request) => {
      await revokeSession(app.db, app.sessionCache, request.staff.tokenHash);
      await endImpersonationsBy(contextOf(request), request.staff.username, 'staff_logout');
      await auditStaff(app.db, app.now(), request, { actor: request.staff.username, action: 'staff.logout' });
      return { rc_code: '1' as const, message: STAFF_TEXT.loggedOut };
    },
  );
};
export default logout;
