import { ADMIN_STAFF_PATHS, ErrorResponses, NoInput, StaffChangeResponse, StaffUsernameParams } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditStaff } from '../../../audit/audit-log';
import { revokeAllSessions } from '../../../auth/sessions';
import { clearSecondFactor, findStaffUser } from '../../../db/repositories/staff-user-repository';
import { ApiFailure, NOT_FOUND_MESSAGE } from '../../../http/api-failure';
import { endImpersonationsBy } from '../../../auth/impersonation';
import { contextOf } from '../../../http/request-context';

/** A lost phone: the authenticator and recovery codes are forgotten, sessions and member views end, and the next login enrols anew. */
const staffResetSecondFactor: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_STAFF_PATHS.resetSecondFactor,
    { schema: { params: StaffUsernameParams, body: NoInput, response: { 200: StaffChangeResponse, ...ErrorResponses } } },
    async (request) => {
      const { username } = request.params;
      if (!(await findStaffUser(app.db, username))) throw new ApiFailure(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
      await clearSecondFactor(app.db, username);
      await revokeAllSessions(app.db, app.sessionCache, 'staff', username);
      await endImpersonationsBy(contextOf(request), username, 'staff_second_factor_reset');
      await auditStaff(app.db, app.now(), request, { actor: request.staff.username, action: 'staff.second_factor_reset', target: username });
      return { rc_code: '1' as const, rc_des: `ล้างการตั้งค่าแอปยืนยันตัวตนของ ${username} แล้ว การเข้าสู่ระบบครั้งถัดไปจะตั้งค่าใหม่` };
    },
  );
};
export default staffResetSecondFactor;
