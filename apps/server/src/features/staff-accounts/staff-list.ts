import type { StaffListResponse } from '@coop/contract';
import { listStaffUsers } from '../../db/repositories/staff-user-repository';
import type { DomainContext } from '../../domain/context';

/** Every staff account: who, which role, whether the authenticator is set up, whether disabled or locked. */
export async function listStaffAccounts(context: DomainContext): Promise<StaffListResponse> {
  const users = await listStaffUsers(context.db, context.now());
  return {
    rc_code: '1',
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
}
