import type { MemberAuthUserResponse } from '@coop/contract';
import { apiRequest } from '@/lib/http/api-request';

/** The session check: 200 with rc_code '1' when the stored token is alive, 400 with data.error when not (spec 7). */
export function fetchAuthUser(signal?: AbortSignal): Promise<MemberAuthUserResponse> {
  return apiRequest<MemberAuthUserResponse>('/api/member/auth/getAuthUser', { method: 'POST', signal });
}
