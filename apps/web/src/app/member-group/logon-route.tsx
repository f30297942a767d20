import { LogonPage } from '@/components/layouts/logon-page';
import { MemberGroupLogonForm } from '@/features/member-group-auth/components/member-group-logon-form';
import { GROUP_LOGON_TEXT } from '@/features/member-group-auth/messages';

export function Component() {
  return (
    <LogonPage title={GROUP_LOGON_TEXT.title} system={GROUP_LOGON_TEXT.system} homeLabel={GROUP_LOGON_TEXT.home}>
      <MemberGroupLogonForm />
    </LogonPage>
  );
}
