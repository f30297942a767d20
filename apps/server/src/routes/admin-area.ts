import type { FastifyPluginAsync } from 'fastify';
import getAuthUser from '../features/staff-auth/routes/get-auth-user';
import login from '../features/staff-auth/routes/login';
import logout from '../features/staff-auth/routes/logout';
import verify from '../features/staff-auth/routes/verify';
import staffCreate from '../features/staff-accounts/routes/staff-create';
import staffList from '../features/staff-accounts/routes/staff-list';
import staffResetSecondFactor from '../features/staff-accounts/routes/staff-reset-second-factor';
import staffUnlock from '../features/staff-accounts/routes/staff-unlock';
import staffUpdate from '../features/staff-accounts/routes/staff-update';

/** The staff console (issue 13): the two login steps are open; everything else passes the staff guard. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(verify);
  await app.register(async (area) => {
    area.addHook('onRequest', area.requireStaff);
    await area.register(logout);
    await area.register(getAuthUser);
    await area.register(async (admins) => {
      admins.addHook('onRequest', admins.requireRole('admin'));
      await admins.register(staffList);
      await admins.register(staffCreate);
      await admins.register(staffUpdate);
      await admins.register(staffResetSecondFactor);
      await admins.register(staffUnlock);
    });
  });
};
export default adminRoutes;
