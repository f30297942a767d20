import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { currentMemberGroupQuery } from '@/features/member-group-auth/api/get-current-user';
import type { MemberPasswordFacts } from '@/features/member-password/components/password-change-form';
import { PasswordPage } from '@/features/member-password/components/password-page';
import { PASSWORD_TEXT } from '@/features/member-password/messages';
import { SessionListOnDemand } from '@/features/sessions/components/session-list-on-demand';

export function Component() {
  // the policy refuses a password built from the group's number or name, as the server does
  const group = useQuery(currentMemberGroupQuery()).data?.user;
  const facts = useMemo<MemberPasswordFacts | undefined>(
    () => (group ? { membershipNo: group.member_group_no, names: [group.member_group_name] } : undefined),
    [group],
  );
  return (
    <>
      <PageTitle page={PASSWORD_TEXT.title} />
      <PasswordPage facts={facts} area="membergroup" />
      {/* the group's one account page: its signed-in devices beside its password (decision 077) */}
      <div className="mt-8">
        <SessionListOnDemand area="membergroup" />
      </div>
    </>
  );
}
