import type { FastifyPluginAsync } from 'fastify';
import getAuthUser from './auth/get-auth-user';
import login from './auth/login';
import logout from './auth/logout';
import memberPass from './member-pass';
import memberStatus from './member-status';

/** The member area: login and the session check are open; everything else passes the member guard. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(getAuthUser);
  await app.register(async (area) => {
    area.addHook('onRequest', area.requireMember);
    await area.register(logout);
    await area.register(memberStatus);
    await area.register(memberPass);
  });
};
export default memberRoutes;
