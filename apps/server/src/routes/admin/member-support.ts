import type { FastifyPluginAsync } from 'fastify';
import groupCreateAccount from './member-groups/group-create-account';
import groupResetPassword from './member-groups/group-reset-password';
import groupSearch from './member-groups/group-search';
import impersonationSession from './members/impersonation-session';
import memberEndSessions from './members/member-end-sessions';
import memberForceReset from './members/member-force-reset';
import memberImpersonate from './members/member-impersonate';
import memberSearch from './members/member-search';
import memberStatus from './members/member-status';
import memberUnlock from './members/member-unlock';
import notificationSend from './notifications/notification-send';

/** Member support, group accounts and desktop notifications (issue 13 items 3-5): support staff and admins only. */
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
  await app.register(notificationSend);
};
export default memberSupportRoutes;
