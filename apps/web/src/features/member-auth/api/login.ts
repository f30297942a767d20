import { memberAuthEndpoints, type MemberLoginBody } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { saveMemberSession } from '@/lib/auth/member-session';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { dismissNotices, notifySuccess } from '@/lib/notify';
import { LOGIN_SUCCESS_MESSAGE } from '../messages';

/** Logs in, stores the whole response as the session (spec 3) and says so (spec 8). */
export function useLogInMember() {
  return useMutation({
    mutationFn: (body: MemberLoginBody) => callEndpoint(memberAuthEndpoints.memberLogin, { body }),
    onSuccess: (response) => {
      saveMemberSession(response);
      // the refusals of earlier tries are over: only "logged in" stays
      dismissNotices();
      notifySuccess(LOGIN_SUCCESS_MESSAGE);
    },
  });
}
