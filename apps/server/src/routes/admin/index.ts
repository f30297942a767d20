import type { FastifyPluginAsync } from 'fastify';
import getAuthUser from './auth/get-auth-user';
import login from './auth/login';
import logout from './auth/logout';
import memberSupport from './member-support';
import paymentRequests from './payment-requests/index';
import confirmationRoutes from './confirmation/index';
import verify from './auth/verify';
import contentRoutes from './content/index';
import siteRoutes from './site/index';
import importRoutes from './import/index';
import auditCsv from './audit/audit-csv';
import auditList from './audit/audit-list';
import staffCreate from './staff/staff-create';
import staffList from './staff/staff-list';
import staffResetSecondFactor from './staff/staff-reset-second-factor';
import staffUnlock from './staff/staff-unlock';
import staffUpdate from './staff/staff-update';

/** The staff console (issue 13): the two login steps are open; everything else passes the staff guard. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(verify);
  await app.register(async (area) => {
    area.addHook('onRequest', area.requireStaff);
    await area.register(logout);
    await area.register(getAuthUser);
    await area.register(contentRoutes);
    await area.register(siteRoutes);
    await area.register(memberSupport);
    await area.register(paymentRequests);
    await area.register(confirmationRoutes);
    await area.register(async (admins) => {
      admins.addHook('onRequest', admins.requireRole('admin'));
      await admins.register(staffList);
      await admins.register(staffCreate);
      await admins.register(staffUpdate);
      await admins.register(staffResetSecondFactor);
      await admins.register(staffUnlock);
      await admins.register(auditList);
      await admins.register(auditCsv);
      await admins.register(importRoutes);
    });
  });
};
export default adminRoutes;
