import type { FastifyPluginAsync } from 'fastify';
import getAuthUser from '../features/member-group-auth/routes/get-auth-user';
import login from '../features/member-group-auth/routes/login';
import logout from '../features/member-group-auth/routes/logout';
import currentUser from '../features/member-group-auth/routes/current-user';
import memberGroupPass from '../features/member-group-auth/routes/member-pass';

/** The member-group area (spec 2.5): login and the session check are open; everything else passes the group guard. */
const memberGroupRoutes: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(getAuthUser);
  await app.register(async (area) => {
    area.addHook('onRequest', area.requireMemberGroup);
    await area.register(logout);
    await area.register(currentUser);
    await area.register(memberGroupPass);
  });
};
export default memberGroupRoutes;
