import type { StaffAuthUserResponse } from '@coop/contract';
import type { StaffSession } from '../../plugins/staff-session';

/** The console's session check: who is logged in and until when, as the staff guard found the session. */
export async function staffAuthUser({ username, displayName, role, expiresAt }: StaffSession): Promise<StaffAuthUserResponse> {
  return { rc_code: '1', user: { username, display_name: displayName, role }, expires_at: expiresAt.toISOString() };
}
