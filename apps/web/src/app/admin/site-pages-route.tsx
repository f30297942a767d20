import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { SitePageEditor } from '@/features/admin-site/components/site-page-editor';
import { ADMIN_SITE_TEXT as T } from '@/features/admin-site/messages';

/** /admin/pages: the terms of use and the member groups' guideline. */
export function Component() {
  return (
    <>
      <PageTitle page={T.pagesTitle} />
      <PageHeading subtitle={T.pagesSubtitle}>{T.pagesTitle}</PageHeading>
      <SitePageEditor />
    </>
  );
}
