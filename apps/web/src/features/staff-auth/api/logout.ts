import { adminAuthEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ADMIN_LOGON_PATH } from '@/lib/auth/staff-paths';
import { clearStaffSession } from '@/lib/auth/staff-session';
import { requestEndpoint } from '@/lib/http/endpoint-call';
import { dismissNotices, notifySuccess } from '@/lib/notify';

/** The server's message as a success toast, and the session removed regardless, so staff can always leave. */
export function useStaffLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => requestEndpoint(adminAuthEndpoints.staffLogout, { body: {} }),
    onMutate: dismissNotices,
    onSuccess: (response) => notifySuccess(response.message),
    onSettled: () => {
      clearStaffSession();
      void navigate(ADMIN_LOGON_PATH, { replace: true });
    },
  });
}
