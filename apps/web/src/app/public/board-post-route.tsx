import { PageTitle } from '@/components/ui/page-title';
import { BoardPostForm } from '@/features/info-board/components/board-post-form';
import { BOARD_TEXT } from '@/features/info-board/messages';

export function Component() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle page={BOARD_TEXT.newTopic} />
      <BoardPostForm />
    </div>
  );
}
