import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { ElectionContentsEditor } from '@/features/admin-site/components/election-contents-editor';
import { ADMIN_SITE_TEXT as T } from '@/features/admin-site/messages';

/** /admin/election/:electionId: the election's positions, candidates and polling places. */
export function Component() {
  const { electionId } = useParams();
  const id = electionId && /^[1-9][0-9]{0,9}$/.test(electionId) ? Number(electionId) : 0;
  return (
    <>
      <PageTitle page={T.contentsTitle} />
      <PageHeading subtitle={T.contentsSubtitle}>{T.contentsTitle}</PageHeading>
      <ElectionContentsEditor key={id} id={id} />
    </>
  );
}
