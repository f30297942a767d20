import { memberAuthEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { clearMemberSession } from '@/lib/auth/member-session';
import { ADMIN_MEMBERS_PATH } from '@/lib/auth/staff-paths';
import { requestEndpoint } from '@/lib/http/endpoint-call';
import { notifySuccess } from '@/lib/notify';

/**
 * The end of an impersonation: the member logout (spec 7), which the server audits as the end, then back to the
 * console. The stored record is forgotten when the member pages have gone: forgotten while they are still shown,
 * the member layout would see no session and send the staff user to the member login page instead.
 */
export function useEndImpersonation() {
  const navigate = useNavigate();
  const ended = useRef(false);
  useEffect(
    () => () => {
      if (ended.current) clearMemberSession();
    },
    [],
  );
  return useMutation({
    mutationFn: () => requestEndpoint(memberAuthEndpoints.memberLogout, { body: {} }),
    onSuccess: (response) => notifySuccess(response.message),
    onSettled: () => {
      ended.current = true;
      void navigate(ADMIN_MEMBERS_PATH, { replace: true });
    },
  });
}
