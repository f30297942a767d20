import type { MemberGroupAuthUserResponse } from '@coop/contract';
import { apiRequest } from '@/lib/http/api-request';

/** The member-group session check (spec 7): 200 while the token lives, 400 (or 401) when it does not. */
export function fetchMemberGroupAuthUser(signal?: AbortSignal): Promise<MemberGroupAuthUserResponse> {
  return apiRequest<MemberGroupAuthUserResponse>('/api/membergroup/auth/getAuthUser', { method: 'POST', signal });
}
