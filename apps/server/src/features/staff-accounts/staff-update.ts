import type { StaffChangeResponse, StaffUpdateBody } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { endImpersonationsBy } from '../../auth/impersonation';
import { revokeAllSessions } from '../../auth/sessions';
import { findStaffUser, updateStaffUser } from '../../db/repositories/staff-user-repository';
import { type DomainContext, staffActor } from '../../domain/context';
import { ApiFailure, NOT_FOUND_MESSAGE } from '../../http/api-failure';

/**
 * A staff account's name, role, or disabling: a disabled account's sessions end at once, and the member views it
 * opened end with a disabling or a change of role. An admin cannot lock themselves out.
 */
export async function updateStaffAccount(context: DomainContext, username: string, body: StaffUpdateBody): Promise<StaffChangeResponse> {
  const { db } = context;
  const user = await findStaffUser(db, username);
  if (!user) throw new ApiFailure(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
  const { display_name, role, disabled } = body;
  if (username === staffActor(context) && (disabled === true || (role !== undefined && role !== 'admin'))) {
    return { rc_code: '0', rc_des: 'ไม่สามารถปิดบัญชีหรือลดสิทธิ์ของตนเองได้' };
  }
  const now = context.now();
  const before = { display_name: user.display_name, role: user.role, disabled: user.disabled_at !== null };
  const after = { display_name: display_name ?? before.display_name, role: role ?? before.role, disabled: disabled ?? before.disabled };
  await updateStaffUser(db, username, {
    display_name: after.display_name,
    role: after.role,
    disabled_at: after.disabled ? (user.disabled_at ?? now) : null,
  });
  const disabling = after.disabled && !before.disabled;
  if (disabling) await revokeAllSessions(db, context.sessionCache, 'staff', username);
  if (disabling || after.role !== before.role) await endImpersonationsBy(context, username, disabling ? 'staff_disabled' : 'staff_role_changed');
  await recordAudit(context, { action: 'staff.updated', target: username, before, after });
  return { rc_code: '1', rc_des: `บันทึกบัญชี ${username} แล้ว` };
}
