import { PREVIEW_LENGTH, formatNumber, formatRelativeTime, previewText } from '@coop/thai-format';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PagedList } from '@/components/ui/paged-list';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { PageHeading } from '@/components/ui/page-heading';
import { boardListQuery } from '../api/get-board-list';
import { BOARD_TEXT } from '../messages';

/**
 * /board: topics newest first, with the start of each question (spec 9: 120 characters), who asked, when, and how
 * many answers; the title's link covers the whole row.
 */
export function BoardListView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useQuery(boardListQuery(page));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PageHeading>{BOARD_TEXT.title}</PageHeading>
        <Link to="/boardPost" className={primaryButtonClass}>
          {BOARD_TEXT.newTopic}
        </Link>
      </div>
      <PagedList
        list={list}
        text={BOARD_TEXT}
        onPage={onPage}
        itemClassName="relative flex flex-col gap-1 p-4 focus-within:ring-4 focus-within:ring-primary hover:bg-stone-50 sm:flex-row sm:items-center sm:gap-4"
        renderItem={(topic) => (
          <>
            <div className="min-w-0 flex-1">
              <Link
                to={`/boardShow/${topic.id}`}
                className="text-lg font-bold break-words text-stone-900 outline-none after:absolute after:inset-0 hover:text-primary hover:underline"
              >
                {topic.title}
              </Link>
              {topic.pinned && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">{BOARD_TEXT.pinned}</span>}
              {topic.closed && <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm text-stone-800">{BOARD_TEXT.closedShort}</span>}
              {topic.summary && <p className="text-base break-words text-stone-700">{previewText(topic.summary, PREVIEW_LENGTH.question)}</p>}
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
          </>
        )}
      />
    </>
  );
}
