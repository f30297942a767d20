import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { BoardModeration } from '@/features/admin-site/components/board-moderation';
import { ADMIN_SITE_TEXT as T } from '@/features/admin-site/messages';

/** /admin/board: web board moderation. */
export function Component() {
  return (
    <>
      <PageTitle page={T.boardTitle} />
      <PageHeading subtitle={T.boardSubtitle}>{T.boardTitle}</PageHeading>
      <BoardModeration />
    </>
  );
}
