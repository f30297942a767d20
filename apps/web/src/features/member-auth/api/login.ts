import type { MemberLoginBody, MemberLoginResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { saveMemberSession } from '@/lib/auth/member-session';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';
import { LOGIN_SUCCESS_MESSAGE } from '../messages';

export function loginMember(body: MemberLoginBody): Promise<MemberLoginResponse> {
  return apiCall<MemberLoginResponse>('/api/member/auth/login', { method: 'POST', body });
}

/** Logs in, stores the whole response as the session (spec 3) and says so (spec 8). */
export function useLogin() {
  return useMutation({
    mutationFn: loginMember,
    onSuccess: (response) => {
      saveMemberSession(response);
      notifySuccess(LOGIN_SUCCESS_MESSAGE);
    },
  });
}
