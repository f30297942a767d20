import type { PasswordChangeBody, PasswordChangeResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export function changePassword(body: PasswordChangeBody): Promise<PasswordChangeResponse> {
  return apiCall<PasswordChangeResponse>('/api/member/member_pass', { method: 'POST', body, memberSession: true });
}

/** Spec 4: success or failure is decided by rc_code, not by the HTTP status. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
