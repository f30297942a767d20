import { useQuery } from '@tanstack/react-query';
import { memberStatusQuery } from '@/features/member-status/api/get-member-status';
import { useOutletContext } from 'react-router';
import { MemberSecurity } from '@/features/passkeys/components/member-security';
import type { MemberAreaOutlet } from '../route-context';

/** /member/security (ความปลอดภัย, issue 27 item 1): the member's passkeys. */
export function Component() {
  const membershipNo = useQuery(memberStatusQuery()).data?.membership_no;
  const { impersonating } = useOutletContext<MemberAreaOutlet>();
  return <MemberSecurity membershipNo={membershipNo} impersonating={impersonating} />;
}
