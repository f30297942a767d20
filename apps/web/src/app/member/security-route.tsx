import { useQuery } from '@tanstack/react-query';
import { impersonationOf } from '@/features/admin-members/impersonation-record';
import { memberStatusQuery } from '@/features/member-status/api/get-member-status';
import { MemberSecurity } from '@/features/passkeys/components/member-security';
import { useMemberSession } from '@/lib/auth/use-member-session';

/** /member/security (ความปลอดภัย, issue 27 item 1): the member's passkeys. */
export function Component() {
  const membershipNo = useQuery(memberStatusQuery()).data?.membership_no;
  const impersonating = impersonationOf(useMemberSession()) !== undefined;
  return <MemberSecurity membershipNo={membershipNo} impersonating={impersonating} />;
}
