import { ADMIN_AUTH_PATHS, type StaffSessionResponse, type StaffVerifyBody } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { saveStaffSession } from '@/lib/auth/staff-session';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';

/** The second step: the authenticator's code (or a recovery code) opens the session, stored under `staffuser`. */
export function useStaffVerify() {
  return useMutation({
    mutationFn: (body: StaffVerifyBody) => apiCall<StaffSessionResponse>(ADMIN_AUTH_PATHS.verify, { method: 'POST', body }),
    onSuccess: (response) => {
      // shown once on the logon page, never kept with the session
      const { recovery_codes: _codes, lock_notice: _notice, ...session } = response;
      saveStaffSession(session);
      notifySuccess(response.rc_des);
    },
  });
}
