import type { StaffChangeResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { endImpersonationsBy } from '../../auth/impersonation';
import { revokeAllSessions } from '../../auth/sessions';
import { clearSecondFactor, findStaffUser } from '../../db/repositories/staff-user-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure, NOT_FOUND_MESSAGE } from '../../http/api-failure';

/** A lost phone: the authenticator and recovery codes are forgotten, sessions and member views end, and the next login enrols anew. */
export async function resetStaffSecondFactor(context: DomainContext, username: string): Promise<StaffChangeResponse> {
  if (!(await findStaffUser(context.db, username))) throw new ApiFailure(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
  await clearSecondFactor(context.db, username);
  await revokeAllSessions(context.db, context.sessionCache, 'staff', username);
  await endImpersonationsBy(context, username, 'staff_second_factor_reset');
  await recordAudit(context, { action: 'staff.second_factor_reset', target: username });
  return { rc_code: '1', rc_des: `ล้างการตั้งค่าแอปยืนยันตัวตนของ ${username} แล้ว การเข้าสู่ระบบครั้งถัดไปจะตั้งค่าใหม่` };
}
