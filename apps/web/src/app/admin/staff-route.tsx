import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { ADMIN_MENU_TEXT } from '@/features/admin-menu/menu-items';
import { StaffAccountsView } from '@/features/admin-staff/components/staff-accounts-view';
import { ADMIN_STAFF_TEXT } from '@/features/admin-staff/messages';
import { useStaffSession } from '@/lib/auth/staff-session';

export function Component() {
  const self = useStaffSession()?.user?.username;
  return (
    <>
      <PageTitle page={ADMIN_STAFF_TEXT.title} />
      <PageHeading>{ADMIN_STAFF_TEXT.title}</PageHeading>
      <StaffAccountsView roleNames={ADMIN_MENU_TEXT.roles} self={self} />
    </>
  );
}
