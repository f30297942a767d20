import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { GroupAccountList } from '@/features/admin-member-groups/components/group-account-list';
import { ADMIN_GROUPS_TEXT as t } from '@/features/admin-member-groups/messages';

/** /admin/member-groups: the groups' portal logins (decision 023): create one, or set a new password. */
export function Component() {
  return (
    <>
      <PageTitle page={t.title} />
      <PageHeading>{t.title}</PageHeading>
      <GroupAccountList />
    </>
  );
}
