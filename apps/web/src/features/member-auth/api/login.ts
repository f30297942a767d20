import { memberAuthEndpoints, type MemberLoginBody, type MemberLoginResponse, memberPasskeyEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { saveMemberSession } from '@/lib/auth/member-session';
import { callEndpoint, requestEndpoint } from '@/lib/http/endpoint-call';
import { rememberedPasskeyMember, rememberPasskeyMember } from '@/lib/passkeys/passkey-device';
import { signWithPasskey } from '@/lib/passkeys/webauthn';
import { dismissNotices, notifySuccess } from '@/lib/notify';
import { LOGIN_SUCCESS_MESSAGE } from '../messages';

/** A login's answer, by password or passkey: stored whole as the session (spec 3), and said (spec 8). */
function keepLogin(response: MemberLoginResponse): void {
  saveMemberSession(response);
  // the refusals of earlier tries are over: only "logged in" stays
  dismissNotices();
  notifySuccess(LOGIN_SUCCESS_MESSAGE);
}

/** Logs in, stores the whole response as the session (spec 3) and says so (spec 8). */
export function useLogInMember() {
  return useMutation({
    mutationFn: (body: MemberLoginBody) => callEndpoint(memberAuthEndpoints.memberLogin, { body }),
    onSuccess: keepLogin,
  });
}

/**
 * Signs in with a passkey (decision 074): options for the member this device remembers (or any passkey), the
 * device's prompt, then the same session as the password login. The device then remembers the member who signed in.
 */
export function useSignInWithPasskey() {
  return useMutation({
    mutationFn: async ({ remember }: { remember: boolean }) => {
      const membershipNo = rememberedPasskeyMember();
      const { options } = await requestEndpoint(memberPasskeyEndpoints.memberPasskeySignInOptions, { body: membershipNo ? { membership_no: membershipNo } : {} });
      const credential = await signWithPasskey(options);
      return requestEndpoint(memberPasskeyEndpoints.memberPasskeySignIn, { body: { credential, remember } });
    },
    onSuccess: (response) => {
      rememberPasskeyMember(response.user.membership_no);
      keepLogin(response);
    },
  });
}
