import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MemberPasswordFacts } from '@/features/member-password/components/password-change-form';
import { PasswordPage } from '@/features/member-password/components/password-page';
import { memberStatusQuery } from '@/features/member-status/api/get-member-status';

export function Component() {
  // the password policy refuses the member's own numbers and birth date, so the form needs them
  const status = useQuery(memberStatusQuery()).data;
  const member = useMemo<MemberPasswordFacts | undefined>(
    () =>
      status
        ? { membershipNo: status.membership_no, birthDate: status.birth_date, names: [status.member_name, status.member_surname] }
        : undefined,
    [status],
  );
  return <PasswordPage facts={member} />;
}
