import { memberAuthEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { clearMemberSession, readMemberSession } from '@/lib/auth/member-session';
import { ADMIN_MEMBERS_PATH } from '@/lib/auth/staff-paths';
import { requestEndpoint } from '@/lib/http/endpoint-call';
import { notifySuccess } from '@/lib/notify';
import { impersonatedMemberNo } from '../impersonation-record';
import { IMPERSONATION_TEXT as t } from '../impersonation-messages';

/**
 * The end of an impersonation: the member logout (spec 7), which the server audits as the end, "จบการดูแทนแล้ว",
 * then back to that member's support page in the console, where the call that led to the look goes on. The stored record is forgotten when the member pages have gone: forgotten while they are still shown,
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
    mutationFn: async () => {
      // read before the logout: the record names the member looked at
      const no = impersonatedMemberNo(readMemberSession());
      await requestEndpoint(memberAuthEndpoints.memberLogout, { body: {} });
      return no;
    },
    onSuccess: () => notifySuccess(t.ended),
    onSettled: (no) => {
      ended.current = true;
      void navigate(no ? `${ADMIN_MEMBERS_PATH}?${new URLSearchParams({ no }).toString()}` : ADMIN_MEMBERS_PATH, { replace: true });
    },
  });
}
