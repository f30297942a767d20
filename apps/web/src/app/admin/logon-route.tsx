import { LogonPage } from '@/components/layouts/logon-page';
import { StaffLogonForm } from '@/features/staff-auth/components/staff-logon-form';
import { STAFF_LOGON_TEXT } from '@/features/staff-auth/messages';

export function Component() {
  return (
    <LogonPage title={STAFF_LOGON_TEXT.title} system={STAFF_LOGON_TEXT.system} homeLabel={STAFF_LOGON_TEXT.home}>
      <StaffLogonForm />
    </LogonPage>
  );
}
