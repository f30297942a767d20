import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { ImportPage } from '@/features/admin-import/components/import-page';
import { ADMIN_IMPORT_TEXT as T } from '@/features/admin-import/messages';

/** /admin/import: core banking files into the portal's read copy (issue 15 item 4); admins only. */
export function Component() {
  return (
    <>
      <PageTitle page={T.title} />
      <PageHeading subtitle={T.subtitle}>{T.title}</PageHeading>
      <ImportPage />
    </>
  );
}
