import { memberAuthEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearMemberSession } from '@/lib/auth/member-session';
import { MEMBER_LOGON_PATH } from '@/lib/auth/member-paths';
import { requestEndpoint } from '@/lib/http/endpoint-call';
import { dismissNotices, notifySuccess } from '@/lib/notify';

/**
 * Spec 7: the server's message as a success toast, and the local session removed whatever the answer,
 * so a member can always leave, even offline or with a session the server already ended.
 */
export function useLogOutMember() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => requestEndpoint(memberAuthEndpoints.memberLogout, { body: {} }),
    onMutate: dismissNotices,
    onSuccess: (response) => notifySuccess(response.message),
    onSettled: () => {
      clearMemberSession();
      void navigate(MEMBER_LOGON_PATH, { replace: true });
    },
  });
}
