import { memberGroupAuthEndpoints, type MemberGroupLoginBody } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { saveMemberGroupSession } from '@/lib/auth/member-group-session';
import { callEndpoint } from '@/lib/http/endpoint-call';
import { notifySuccess } from '@/lib/notify';

/** Logs the group in, stores the whole response under `usermemgroup` (spec 3) and says so (spec 8). */
export function useLogInMemberGroup() {
  return useMutation({
    mutationFn: (body: MemberGroupLoginBody) => callEndpoint(memberGroupAuthEndpoints.memberGroupLogin, { body }),
    onSuccess: (response) => {
      saveMemberGroupSession(response);
      notifySuccess(response.rc_des);
    },
  });
}
