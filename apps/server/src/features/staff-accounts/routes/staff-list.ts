import { ADMIN_STAFF_PATHS, ErrorResponses, StaffListResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listStaffUsers } from '../../../db/repositories/staff-user-repository';

/** Every staff account: who, which role, whether the authenticator is set up, whether disabled or locked. */
const staffList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(ADMIN_STAFF_PATHS.list, { schema: { response: { 200: StaffListResponse, ...ErrorResponses } } }, async () => {
    const users = await listStaffUsers(app.db, app.now());
    return {
      rc_code: '1' as const,
      data: users.map((u) => ({
        username: u.username,
        display_name: u.display_name,
        role: u.role,
        enrolled: u.totp_enrolled_at !== null,
        disabled: u.disabled_at !== null,
        created_at: u.created_at.toISOString(),
        locked_until: u.locked_until?.toISOString() ?? null,
      })),
    };
  });
};
export default staffList;
