import { ADMIN_AUTH_PATHS, type StaffAuthUserResponse } from '@coop/contract';
import { apiRequest } from '@/lib/http/api-request';

/** The console's session check: 200 while the token lives, 401 when it does not. */
export function fetchStaffAuthUser(signal?: AbortSignal): Promise<StaffAuthUserResponse> {
  return apiRequest<StaffAuthUserResponse>(ADMIN_AUTH_PATHS.getAuthUser, { method: 'POST', signal });
}
