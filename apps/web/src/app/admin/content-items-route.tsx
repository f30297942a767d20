import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { ItemList } from '@/features/admin-content/components/item-list';
import { ADMIN_CONTENT_TEXT as T } from '@/features/admin-content/messages';

/** /admin/content: news and the other content items. */
export function Component() {
  return (
    <>
      <PageTitle page={T.contentTitle} />
      <PageHeading subtitle={T.contentSubtitle}>{T.contentTitle}</PageHeading>
      <ItemList />
    </>
  );
}
