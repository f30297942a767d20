import type { MemberGroupLoginBody, MemberGroupLoginResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { saveMemberGroupSession } from '@/lib/auth/member-group-session';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';

export function loginMemberGroup(body: MemberGroupLoginBody): Promise<MemberGroupLoginResponse> {
  return apiCall<MemberGroupLoginResponse>('/api/membergroup/auth/login', { method: 'POST', body });
}

/** Logs the group in, stores the whole response under `usermemgroup` (spec 3) and says so (spec 8). */
export function useMemberGroupLogin() {
  return useMutation({
    mutationFn: loginMemberGroup,
    onSuccess: (response) => {
      saveMemberGroupSession(response);
      notifySuccess(response.rc_des);
    },
  });
}
