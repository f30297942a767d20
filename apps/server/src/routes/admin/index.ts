import type { FastifyPluginAsync } from 'fastify';
import getAuthUser from './auth/get-auth-user';
import login from './auth/login';
import logout from './auth/logout';
import memberSupport from './member-support';
import verify from './auth/verify';
import contentRoutes from './content/index';

/** The staff console (issue 13): the two login steps are open; everything else passes the staff guard. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(verify);
  await app.register(async (area) => {
    area.addHook('onRequest', area.requireStaff);
    await area.register(logout);
    await area.register(getAuthUser);
    await area.register(memberSupport);
    await area.register(contentRoutes);
  });
};
export default adminRoutes;
