import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { ItemEditor } from '@/features/admin-content/components/item-editor';
import { ADMIN_CONTENT_TEXT as T } from '@/features/admin-content/messages';

/** /admin/content/:itemId: one item to edit, or `new` to write one. */
export function Component() {
  const { itemId } = useParams();
  const id = itemId && /^[1-9][0-9]{0,9}$/.test(itemId) ? Number(itemId) : undefined;
  const title = id === undefined ? T.newItem : T.editItem;
  return (
    <>
      <PageTitle page={title} />
      <PageHeading>{title}</PageHeading>
      <ItemEditor key={itemId} id={id} />
    </>
  );
}
