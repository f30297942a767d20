import { memberGroupAuthEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MEMBER_GROUP_LOGON_PATH } from '@/lib/auth/member-group-paths';
import { clearMemberGroupSession } from '@/lib/auth/member-group-session';
import { requestEndpoint } from '@/lib/http/endpoint-call';
import { dismissNotices, notifySuccess } from '@/lib/notify';

/** Spec 7: the server's message as a success toast, and the session removed regardless, so the clerk can always leave. */
export function useLogOutMemberGroup() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => requestEndpoint(memberGroupAuthEndpoints.memberGroupLogout, { body: {} }),
    onMutate: dismissNotices,
    onSuccess: (response) => notifySuccess(response.message),
    onSettled: () => {
      clearMemberGroupSession();
      void navigate(MEMBER_GROUP_LOGON_PATH, { replace: true });
    },
  });
}
