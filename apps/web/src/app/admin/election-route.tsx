import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { ElectionEditor } from '@/features/admin-site/components/election-editor';
import { ADMIN_SITE_TEXT as T } from '@/features/admin-site/messages';

/** /admin/election: the election page's content. */
export function Component() {
  return (
    <>
      <PageTitle page={T.electionTitle} />
      <PageHeading subtitle={T.electionSubtitle}>{T.electionTitle}</PageHeading>
      <ElectionEditor />
    </>
  );
}
