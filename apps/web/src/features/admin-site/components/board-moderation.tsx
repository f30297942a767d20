import type { AdminBoardTopicSummary } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { PagedList } from '@/components/ui/paged-list';
import { QueryView } from '@/components/ui/query-view';
import { adminBoardQuery, adminBoardTopicQuery } from '../api/get-board';
import { useDeleteAnswer, useDeleteTopic, useModerateAnswer, useModerateTopic } from '../api/moderate-board';
import { ADMIN_SITE_TEXT as T } from '../messages';

const small = 'min-h-11 rounded-lg border-2 border-stone-300 bg-white px-3 text-base font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-40';
const badge = 'ml-2 inline-block rounded px-2 py-0.5 text-sm font-normal';

function Answers({ topicId }: { topicId: number }) {
  const topic = useQuery(adminBoardTopicQuery(topicId));
  const moderate = useModerateAnswer();
  const remove = useDeleteAnswer();
  return (
    <QueryView query={topic} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => (
        <div className="mt-3 space-y-3 border-t border-stone-200 pt-3">
          <p className="whitespace-pre-line break-words text-stone-800">{data.topic.body}</p>
          <p className="text-sm text-stone-600">{T.from(data.topic.name, data.topic.ip)}</p>
          {data.answers.length === 0 && <p className="text-stone-600">{T.noAnswers}</p>}
          <ol className="space-y-2">
            {data.answers.map((a) => (
              <li key={a.id} className={`rounded-xl p-3 ${a.hidden ? 'bg-stone-200' : 'bg-stone-50'}`}>
                <p className="whitespace-pre-line break-words">
                  {a.body}
                  {a.hidden && <span className={`${badge} bg-stone-400 text-white`}>{T.hiddenBadge}</span>}
                </p>
                <p className="mt-1 text-sm text-stone-600">
                  {T.from(a.name, a.ip)} · {formatThaiDate(a.created_at, 'short', { withTime: true })}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <button type="button" className={small} disabled={moderate.isPending} onClick={() => moderate.mutate({ id: a.id, hidden: !a.hidden })}>
                    {a.hidden ? T.showAnswer : T.hideAnswer}
                  </button>
                  <ConfirmButton
                    question={T.confirmRemove(a.body.slice(0, 40))}
                    confirmLabel={T.remove}
                    className={`${small} text-danger`}
                    disabled={remove.isPending}
                    onConfirm={() => remove.mutate({ id: a.id })}
                  >
                    {T.remove}
                  </ConfirmButton>
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
    </QueryView>
  );
}

function Topic({ topic }: { topic: AdminBoardTopicSummary }) {
  const [open, setOpen] = useState(false);
  const moderate = useModerateTopic();
  const remove = useDeleteTopic();
  const flags = { hidden: topic.hidden, pinned: topic.pinned, closed: topic.closed };
  const toggle = (flag: keyof typeof flags) => moderate.mutate({ id: topic.id, ...flags, [flag]: !flags[flag] });
  return (
    <>
      <p className="text-lg font-semibold break-words">
        {topic.title}
        {topic.pinned && <span className={`${badge} bg-amber-100 text-amber-900`}>{T.pinnedBadge}</span>}
        {topic.closed && <span className={`${badge} bg-stone-200 text-stone-800`}>{T.closedBadge}</span>}
        {topic.hidden && <span className={`${badge} bg-stone-500 text-white`}>{T.hiddenBadge}</span>}
      </p>
      <p className="text-sm text-stone-600">
        {topic.name} · {formatThaiDate(topic.created_at, 'short', { withTime: true })} · {T.answers(topic.answer_count)}
      </p>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1">
        {(['pinned', 'closed', 'hidden'] as const).map((flag) => (
          <label key={flag} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5" checked={flags[flag]} disabled={moderate.isPending} onChange={() => toggle(flag)} />
            {T[flag]}
          </label>
        ))}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={small} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? T.hideAnswers : T.showAnswers}
        </button>
        <ConfirmButton
          question={T.confirmRemove(topic.title)}
          confirmLabel={T.deleteTopic}
          className={`${small} text-danger`}
          disabled={remove.isPending}
          onConfirm={() => remove.mutate({ id: topic.id })}
        >
          {T.deleteTopic}
        </ConfirmButton>
      </div>
      {open && <Answers topicId={topic.id} />}
    </>
  );
}

/** Every topic, hidden ones too, pinned first; each with its moderation switches and its answers on demand. */
export function BoardModeration() {
  const [page, setPage] = useState(1);
  const board = useQuery(adminBoardQuery(page));
  return (
    <>
      <PagedList
        list={board}
        text={{ loading: T.loading, failed: T.failed, empty: T.noTopics }}
        onPage={setPage}
        look="cards"
        itemClassName={(topic) => `rounded-2xl p-4 shadow-sm ${topic.hidden ? 'bg-stone-100' : 'bg-white'}`}
        renderItem={(topic) => <Topic topic={topic} />}
      />
      <a href="/board" className={`${secondaryButtonClass} mt-4`} target="_blank" rel="noreferrer">
        เปิดเว็บบอร์ด
      </a>
    </>
  );
}
