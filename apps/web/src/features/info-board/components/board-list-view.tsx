import { formatNumber, formatRelativeTime } from '@coop/thai-format';
import { Link } from 'react-router';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { useBoardList } from '../api/get-board-list';
import { BOARD_TEXT } from '../messages';

/** /board: topics newest first, with who asked, when, and how many answers. */
export function BoardListView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useBoardList(page);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PageHeading>{BOARD_TEXT.title}</PageHeading>
        <Link to="/boardPost" className={primaryButtonClass}>
          {BOARD_TEXT.newTopic}
        </Link>
      </div>
      <QueryView query={list} loadingLabel={BOARD_TEXT.loading} failedTitle={BOARD_TEXT.failed}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={BOARD_TEXT.empty}>{BOARD_TEXT.emptyHint}</EmptyState>
          ) : (
            <>
              <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-sm">
                {data.items.map((topic) => (
                  <li key={topic.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4">
                    <div className="min-w-0 flex-1">
                      <Link to={`/boardShow/${topic.id}`} className="text-lg font-bold break-words text-stone-900 hover:text-primary hover:underline">
                        {topic.title}
                      </Link>
                      <p className="text-base text-stone-600">
                        {BOARD_TEXT.by} <span className="break-words">{topic.name}</span> · {formatRelativeTime(topic.created_at)}
                      </p>
                    </div>
                    <div className="text-base sm:text-right">
                      <p className="font-semibold text-primary">{BOARD_TEXT.answers(formatNumber(topic.answer_count, 0))}</p>
                      <p className="text-sm text-stone-600">
                        {topic.last_answer_at ? `${BOARD_TEXT.lastAnswer} ${formatRelativeTime(topic.last_answer_at)}` : BOARD_TEXT.noAnswer}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
              {data.total_pages > 1 && (
                <Pager page={data.page} totalPages={data.total_pages} total={data.total} onPage={onPage} busy={list.isPlaceholderData} />
              )}
            </>
          )
        }
      </QueryView>
    </>
  );
}
