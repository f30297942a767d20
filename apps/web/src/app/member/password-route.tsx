import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type MemberPasswordFacts, PasswordChangeForm } from '@/features/member-password/components/password-change-form';
import { PASSWORD_TEXT } from '@/features/member-password/messages';
import { memberStatusQueryOptions } from '@/features/member-status/api/get-member-status';

export function Component() {
  // the password policy refuses the member's own numbers and birth date, so the form needs them
  const status = useQuery(memberStatusQueryOptions()).data;
  const member = useMemo<MemberPasswordFacts | undefined>(
    () =>
      status
        ? { membershipNo: status.membership_no, birthDate: status.birth_date, names: [status.member_name, status.member_surname] }
        : undefined,
    [status],
  );
  return (
    <div>
      <h1 id="password-title" className="mb-4 text-2xl font-bold text-stone-900">
        {PASSWORD_TEXT.title}
      </h1>
      <div className="max-w-xl rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <PasswordChangeForm member={member} />
      </div>
    </div>
  );
}
