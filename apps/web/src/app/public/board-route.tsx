import { PageTitle } from '@/components/ui/page-title';
import { BoardListView } from '@/features/info-board/components/board-list-view';
import { BOARD_TEXT } from '@/features/info-board/messages';
import { usePageParam } from '@/lib/paging/use-page-param';

export function Component() {
  const [page, setPage] = usePageParam();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageTitle page={BOARD_TEXT.title} />
      <BoardListView page={page} onPage={setPage} />
    </div>
  );
}
