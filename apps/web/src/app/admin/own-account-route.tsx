import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { StaffPasskeys } from '@/features/passkeys/components/staff-passkeys';
import { PASSKEY_TEXT } from '@/features/passkeys/messages';

const T = PASSKEY_TEXT.staff;

/** /admin/account: the staff user's own account, where they enrol a passkey for the login's second step (decision 074). */
export function Component() {
  return (
    <>
      <PageTitle page={T.title} />
      <PageHeading subtitle={T.subtitle}>{T.title}</PageHeading>
      <StaffPasskeys />
    </>
  );
}
