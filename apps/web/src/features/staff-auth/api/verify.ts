import { adminAuthEndpoints, type StaffVerifyBody } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { saveStaffSession } from '@/lib/auth/staff-session';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { notifySuccess } from '@/lib/notify';

/** The second step: the authenticator's code (or a recovery code) opens the session, stored under `staffuser`. */
export function useStaffVerify() {
  return useMutation({
    mutationFn: (body: StaffVerifyBody) => callEndpoint(adminAuthEndpoints.staffVerify, { body }),
    onSuccess: (response) => {
      // shown once on the logon page, never kept with the session
      const { recovery_codes: _codes, lock_notice: _notice, ...session } = response;
      saveStaffSession(session);
      notifySuccess(response.rc_des);
    },
  });
}
