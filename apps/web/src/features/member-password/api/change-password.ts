import type { PasswordChangeBody, PasswordChangeResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

/** Whose password: a member's or a member group's (spec 7: the same payload and answer at two paths). */
export type PasswordArea = 'member' | 'membergroup';

export function changePassword(body: PasswordChangeBody, area: PasswordArea = 'member'): Promise<PasswordChangeResponse> {
  return area === 'member'
    ? apiCall<PasswordChangeResponse>('/api/member/member_pass', { method: 'POST', body, memberSession: true })
    : apiCall<PasswordChangeResponse>('/api/membergroup/member_pass', { method: 'POST', body, memberGroupSession: true });
}

/** Spec 4: success or failure is decided by rc_code, not by the HTTP status. */
export function useChangePassword(area: PasswordArea = 'member') {
  return useMutation({ mutationFn: (body: PasswordChangeBody) => changePassword(body, area) });
}
