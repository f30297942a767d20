import { adminAuthEndpoints, type StaffSessionResponse, type StaffVerifyBody, staffPasskeyEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { saveStaffSession } from '@/lib/auth/staff-session';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { notifySuccess } from '@/lib/notify';
import { signWithPasskey } from '@/lib/passkeys/webauthn';

/** A second step's session, stored under `staffuser` and said. */
function keepStaffSession(response: StaffSessionResponse): void {
  // shown once on the logon page, never kept with the session
  const { recovery_codes: _codes, lock_notice: _notice, ...session } = response;
  saveStaffSession(session);
  notifySuccess(response.rc_des);
}

/** The second step: the authenticator's code (or a recovery code) opens the session. */
export function useStaffVerify() {
  return useMutation({
    mutationFn: (body: StaffVerifyBody) => callEndpoint(adminAuthEndpoints.staffVerify, { body }),
    onSuccess: keepStaffSession,
  });
}

/** The second step by passkey (decision 074): the options for the challenge's user, the device's prompt, the session. */
export function useStaffPasskeyVerify() {
  return useMutation({
    mutationFn: async (challenge: string) => {
      const { options } = await callEndpoint(staffPasskeyEndpoints.staffPasskeyOptions, { body: { challenge } });
      const credential = await signWithPasskey(options);
      return callEndpoint(staffPasskeyEndpoints.staffPasskeyVerify, { body: { challenge, credential } });
    },
    onSuccess: keepStaffSession,
  });
}
