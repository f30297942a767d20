import { ADMIN_STAFF_PATHS, ErrorResponses, StaffChangeResponse, StaffCreateBody } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createStaffUser, staffPasswordProblem, usernameProblem } from '../create-staff-user';

/** A new staff account; its owner enrols an authenticator at the first login. */
const staffCreate: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_STAFF_PATHS.create,
    { schema: { body: StaffCreateBody, response: { 200: StaffChangeResponse, ...ErrorResponses } } },
    async (request) => {
      const { username, display_name: displayName, role, password } = request.body;
      const problem = (await usernameProblem(app.db, username)) ?? (await staffPasswordProblem(password, [displayName, username]));
      if (problem) return { rc_code: '0' as const, rc_des: problem };
      await createStaffUser(app.db, { username, displayName, role, password }, { kind: 'staff', actor: request.staff.username }, app.now());
      return { rc_code: '1' as const, rc_des: `สร้างบัญชี ${username} แล้ว ให้เจ้าของบัญชีเข้าสู่ระบบเพื่อตั้งค่าแอปยืนยันตัวตน` };
    },
  );
};
export default staffCreate;
