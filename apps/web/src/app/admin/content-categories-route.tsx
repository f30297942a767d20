import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { CategoryEditor } from '@/features/admin-content/components/category-editor';
import { ADMIN_CONTENT_TEXT as T } from '@/features/admin-content/messages';

/** /admin/categories: the content categories, their item counts, new ones and new names. */
export function Component() {
  return (
    <>
      <PageTitle page={T.categoriesTitle} />
      <PageHeading subtitle={T.categoriesSubtitle}>{T.categoriesTitle}</PageHeading>
      <CategoryEditor />
    </>
  );
}
