import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { MenuEditor } from '@/features/admin-content/components/menu-editor';
import { ADMIN_CONTENT_TEXT as T } from '@/features/admin-content/messages';

/** /admin/menu: the public menu and its sub-menus. */
export function Component() {
  return (
    <>
      <PageTitle page={T.menuTitle} />
      <PageHeading subtitle={T.menuSubtitle}>{T.menuTitle}</PageHeading>
      <MenuEditor />
    </>
  );
}
