import type { FastifyPluginAsync } from 'fastify';
import getAuthUser from './auth/get-auth-user';
import login from './auth/login';
import logout from './auth/logout';
import lastUpdate from './lastupdate-bydepstatement';
import memberColl from './member-coll';
import memberDep from './member-dep';
import memberDepStatement from './member-dep-statement';
import memberDiv from './member-div';
import memberGian from './member-gian';
import memberInsurance from './member-insurance';
import memberKep from './member-kep';
import memberKepcrem from './member-kepcrem';
import memberLoan from './member-loan';
import memberLoanStatement from './member-loan-statement';
import memberPass from './member-pass';
import memberShare from './member-share';
import memberStatus from './member-status';
import memberWelfare from './member-welfare';
import printPdf from './print-pdf';

/** The member area: login and the session check are open; everything else passes the member guard. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(getAuthUser);
  await app.register(async (area) => {
    area.addHook('onRequest', area.requireMember);
    await area.register(logout);
    await area.register(memberStatus);
    await area.register(memberPass);
    await area.register(memberShare);
    await area.register(memberLoan);
    await area.register(memberLoanStatement);
    await area.register(memberDep);
    await area.register(memberDepStatement);
    await area.register(memberKep);
    await area.register(memberKepcrem);
    await area.register(memberColl);
    await area.register(memberGian);
    await area.register(memberDiv);
    await area.register(memberWelfare);
    await area.register(memberInsurance);
    await area.register(lastUpdate);
    await area.register(printPdf);
  });
};
export default memberRoutes;
