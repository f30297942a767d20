import type { FastifyPluginAsync } from 'fastify';
import getAuthUser from './auth/get-auth-user';
import login from './auth/login';
import logout from './auth/logout';
import collectionMonths from './collection-months';
import currentUser from './current-user';
import dashboard from './dashboard';
import dashboardXlsx from './dashboard-xlsx';
import guideGroup from './guide-group';
import deliveryBook from './delivery-book';
import deliveryBookPdf from './delivery-book-pdf';
import keeprep from './keeprep';
import keeprepPdf from './keeprep-pdf';
import keeprepXlsx from './keeprep-xlsx';
import memberGroupPass from './member-pass';
import summarizeRep from './summarize-rep';
import summarizeRepPdf from './summarize-rep-pdf';
import summarizeRepXlsx from './summarize-rep-xlsx';

/** The member-group area (spec 2.5): login and the session check are open; everything else passes the group guard. */
const memberGroupRoutes: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(getAuthUser);
  await app.register(async (area) => {
    area.addHook('onRequest', area.requireMemberGroup);
    await area.register(logout);
    await area.register(currentUser);
    await area.register(memberGroupPass);
    await area.register(collectionMonths);
    await area.register(dashboard);
    await area.register(dashboardXlsx);
    await area.register(keeprep);
    await area.register(keeprepPdf);
    await area.register(keeprepXlsx);
    await area.register(summarizeRep);
    await area.register(summarizeRepPdf);
    await area.register(summarizeRepXlsx);
    await area.register(deliveryBook);
    await area.register(deliveryBookPdf);
    await area.register(guideGroup);
  });
};
export default memberGroupRoutes;
