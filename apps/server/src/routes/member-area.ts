import type { FastifyPluginAsync } from 'fastify';
import { auditImpersonatedRequest } from '../http/impersonation-audit-hook';
import getAuthUser from '../features/member-auth/routes/get-auth-user';
import login from '../features/member-auth/routes/login';
import forget from '../features/member-registration/routes/forget';
import logout from '../features/member-auth/routes/logout';
import memberPass from '../features/member-password/routes/member-pass';
import register from '../features/member-registration/routes/register';

/** The member area: login, the session check, registration and the forgotten password are open; everything else passes the member guard. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(getAuthUser);
  await app.register(register);
  await app.register(forget);
  await app.register(async (area) => {
    area.addHook('onRequest', area.requireMember);
    area.addHook('onSend', auditImpersonatedRequest);
    await area.register(logout);
    await area.register(memberPass);
  });
};
export default memberRoutes;
