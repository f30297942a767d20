import { ADMIN_MEMBER_PATHS, type MemberPortalStatus } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_MEMBER_KEYS } from './admin-member-keys';

/** One member's portal status: registration, locks, last login, sessions. */
export function useMemberPortalStatus(membershipNo: string) {
  return useQuery({
    queryKey: ADMIN_MEMBER_KEYS.status(membershipNo),
    queryFn: ({ signal }) =>
      apiCall<MemberPortalStatus>(ADMIN_MEMBER_PATHS.status, { method: 'POST', body: { membership_no: membershipNo }, signal, staffSession: true }),
  });
}
