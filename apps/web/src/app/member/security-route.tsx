import { useQuery } from '@tanstack/react-query';
import { memberStatusQuery } from '@/features/member-status/api/get-member-status';
import { useOutletContext } from 'react-router';
import { MemberSecurity } from '@/features/passkeys/components/member-security';
import { SessionListOnDemand } from '@/features/sessions/components/session-list-on-demand';
import type { MemberAreaOutlet } from '../route-context';

/** /member/security (ความปลอดภัย, issue 27 items 1 and 2): the member's passkeys, and the devices signed in now. */
export function Component() {
  const membershipNo = useQuery(memberStatusQuery()).data?.membership_no;
  const { impersonating } = useOutletContext<MemberAreaOutlet>();
  return (
    <div className="space-y-8">
      <MemberSecurity membershipNo={membershipNo} impersonating={impersonating} />
      <SessionListOnDemand area="member" impersonating={impersonating} />
    </div>
  );
}
