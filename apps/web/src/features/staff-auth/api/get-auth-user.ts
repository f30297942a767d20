import { adminAuthEndpoints, type StaffAuthUserResponse } from '@coop/contract';
import { requestEndpoint } from '@/lib/http/endpoint-call';

/** The console's session check: 200 while the token lives, 401 when it does not. */
export function fetchStaffAuthUser(signal?: AbortSignal): Promise<StaffAuthUserResponse> {
  return requestEndpoint(adminAuthEndpoints.staffAuthUser, { body: {} }, signal);
}
