import type { LogoutResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MEMBER_GROUP_LOGON_PATH } from '@/lib/auth/member-group-paths';
import { clearMemberGroupSession } from '@/lib/auth/member-group-session';
import { apiRequest } from '@/lib/http/api-request';
import { notifySuccess } from '@/lib/notify';

export function logoutMemberGroup(): Promise<LogoutResponse> {
  return apiRequest<LogoutResponse>('/api/membergroup/auth/logout', { method: 'POST' });
}

/** Spec 7: the server's message as a success toast, and the session removed regardless, so the clerk can always leave. */
export function useMemberGroupLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutMemberGroup,
    onSuccess: (response) => notifySuccess(response.message),
    onSettled: () => {
      clearMemberGroupSession();
      void navigate(MEMBER_GROUP_LOGON_PATH, { replace: true });
    },
  });
}
