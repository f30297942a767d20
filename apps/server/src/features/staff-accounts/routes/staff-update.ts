import { ADMIN_STAFF_PATHS, ErrorResponses, StaffChangeResponse, StaffUpdateBody, StaffUsernameParams } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditStaff } from '../../../audit/audit-log';
import { revokeAllSessions } from '../../../auth/sessions';
import { findStaffUser, updateStaffUser } from '../../../db/repositories/staff-user-repository';
import { ApiFailure, NOT_FOUND_MESSAGE } from '../../../http/api-failure';
import { endImpersonationsBy } from '../../../auth/impersonation';
import { contextOf } from '../../../http/request-context';

/**
 * A staff account's name, role, or disabling: a disabled account's sessions end at once, and the member views it
 * opened end with a disabling or a change of role. An admin cannot lock themselves out.
 */
const staffUpdate: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ADMIN_STAFF_PATHS.update,
    { schema: { params: StaffUsernameParams, body: StaffUpdateBody, response: { 200: StaffChangeResponse, ...ErrorResponses } } },
    async (request) => {
      const { username } = request.params;
      const user = await findStaffUser(app.db, username);
      if (!user) throw new ApiFailure(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
      const { display_name, role, disabled } = request.body;
      if (username === request.staff.username && (disabled === true || (role !== undefined && role !== 'admin'))) {
        return { rc_code: '0' as const, rc_des: 'ไม่สามารถปิดบัญชีหรือลดสิทธิ์ของตนเองได้' };
      }
      const now = app.now();
      const before = { display_name: user.display_name, role: user.role, disabled: user.disabled_at !== null };
      const after = { display_name: display_name ?? before.display_name, role: role ?? before.role, disabled: disabled ?? before.disabled };
      await updateStaffUser(app.db, username, {
        display_name: after.display_name,
        role: after.role,
        disabled_at: after.disabled ? (user.disabled_at ?? now) : null,
      });
      const disabling = after.disabled && !before.disabled;
      if (disabling) await revokeAllSessions(app.db, app.sessionCache, 'staff', username);
      if (disabling || after.role !== before.role) await endImpersonationsBy(contextOf(request), username, disabling ? 'staff_disabled' : 'staff_role_changed');
      await auditStaff(app.db, now, request, { actor: request.staff.username, action: 'staff.updated', target: username, before, after });
      return { rc_code: '1' as const, rc_des: `บันทึกบัญชี ${username} แล้ว` };
    },
  );
};
export default staffUpdate;
