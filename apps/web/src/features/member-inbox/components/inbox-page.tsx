import type { InboxEntry } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataPage } from '@/components/ui/data-page';
import { Pager } from '@/components/ui/pager';
import { inboxQuery } from '../api/get-inbox';
import { useMarkAllInboxRead, useMarkInboxEntryRead } from '../api/mark-read';
import { INBOX_TEXT as T } from '../messages';

/** One entry: a whole-card button that marks it read and opens the page it is about; unread ones stand out. */
function EntryCard({ entry, onOpen }: { entry: InboxEntry; onOpen: (entry: InboxEntry) => void }) {
  const unread = entry.read_at === null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(entry)}
        className={`block w-full rounded-2xl p-4 text-left shadow-sm hover:bg-stone-50 sm:p-5 ${unread ? 'border-l-8 border-primary bg-white' : 'bg-stone-100'}`}
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={`text-lg ${unread ? 'font-bold' : 'font-medium text-stone-700'}`}>{entry.title}</span>
          <span className="text-sm text-stone-600">{formatThaiDate(entry.created_at, 'short', { withTime: true })}</span>
        </span>
        <span className="mt-1 block break-words text-base text-stone-700">{entry.body}</span>
        {unread && <span className="mt-2 inline-block rounded-full bg-primary px-3 py-0.5 text-sm font-semibold text-white">{T.unreadMark}</span>}
      </button>
    </li>
  );
}

/** /member/inbox: what the cooperative told the member over the last year, newest first, a page at a time. */
export function InboxPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(inboxQuery(page));
  const markRead = useMarkInboxEntryRead();
  const markAll = useMarkAllInboxRead();
  const navigate = useNavigate();
  const open = (entry: InboxEntry) => {
    if (entry.read_at === null) markRead.mutate(entry.id);
    void navigate(entry.link);
  };
  return (
    <DataPage query={query} text={T} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-stone-600">{T.shownFor}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/member/notifications" className="rounded-lg px-3 py-2 font-semibold text-primary underline">
                {T.settings}
              </Link>
              {data.unread > 0 && (
                <button
                  type="button"
                  onClick={() => markAll.mutate()}
                  disabled={markAll.isPending}
                  className="min-h-12 rounded-lg border border-primary px-4 font-semibold text-primary hover:bg-primary/10 disabled:opacity-60"
                >
                  {T.readAll}
                </button>
              )}
            </div>
          </div>
          <ul className="space-y-3">
            {data.data.map((entry) => (
              <EntryCard key={entry.id} entry={entry} onOpen={open} />
            ))}
          </ul>
          {data.total_pages > 1 && <Pager page={data.page} totalPages={data.total_pages} total={data.total} onPage={setPage} busy={query.isPlaceholderData} />}
        </div>
      )}
    </DataPage>
  );
}
