import type { FastifyPluginAsync } from 'fastify';
import getAuthUser from '../features/member-group-auth/routes/get-auth-user';
import login from '../features/member-group-auth/routes/login';
import logout from '../features/member-group-auth/routes/logout';
import collectionMonths from '../features/member-group-collection/routes/collection-months';
import currentUser from '../features/member-group-auth/routes/current-user';
import dashboard from '../features/member-group-collection/routes/dashboard';
import dashboardXlsx from '../features/member-group-collection/routes/dashboard-xlsx';
import guideGroup from '../features/member-group-collection/routes/guide-group';
import deliveryBook from '../features/member-group-collection/routes/delivery-book';
import deliveryBookPdf from '../features/member-group-collection/routes/delivery-book-pdf';
import keeprep from '../features/member-group-collection/routes/cover-sheet';
import keeprepPdf from '../features/member-group-collection/routes/cover-sheet-pdf';
import keeprepXlsx from '../features/member-group-collection/routes/cover-sheet-xlsx';
import memberGroupPass from '../features/member-group-auth/routes/member-pass';
import summarizeRep from '../features/member-group-collection/routes/summarize-rep';
import summarizeRepPdf from '../features/member-group-collection/routes/summarize-rep-pdf';
import summarizeRepXlsx from '../features/member-group-collection/routes/summarize-rep-xlsx';

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
