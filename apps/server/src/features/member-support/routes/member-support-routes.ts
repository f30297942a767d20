import type { FastifyPluginAsync } from 'fastify';
import groupCreateAccount from './group-create-account';
import groupResetPassword from './group-reset-password';
import groupSearch from './group-search';
import impersonationSession from './impersonation-session';
import memberEndSessions from './member-end-sessions';
import memberForceReset from './member-force-reset';
import memberImpersonate from './member-impersonate';
import memberSearch from './member-search';
import memberStatus from './member-status';
import memberUnlock from './member-unlock';

/** Member support and group accounts (issue 13 items 3-4): support staff and admins only. */
const memberSupportRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireRole('admin', 'support'));
  await app.register(memberSearch);
  await app.register(memberStatus);
  await app.register(memberUnlock);
  await app.register(memberEndSessions);
  await app.register(memberForceReset);
  await app.register(memberImpersonate);
  await app.register(impersonationSession);
  await app.register(groupSearch);
  await app.register(groupCreateAccount);
  await app.register(groupResetPassword);
};
export default memberSupportRoutes;
