import { formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataPage } from '@/components/ui/data-page';
import { Pager } from '@/components/ui/pager';
import { accessQuery } from '../api/get-access';
import { ACCESS_TEXT as T } from '../messages';

/** /member/access: who at the cooperative looked at the member's data, what and when, a page at a time. */
export function AccessPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(accessQuery(page));
  return (
    <DataPage query={query} text={T} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <div className="space-y-4">
          <p className="rounded-2xl bg-white p-4 text-base text-stone-700 shadow-sm">{T.explain}</p>
          <ul className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm">
            {data.data.map((entry) => (
              <li key={entry.id} className="p-4">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-lg font-semibold break-words text-stone-900">{entry.staff_name}</span>
                  <span className="text-sm text-stone-600">{formatThaiDate(entry.at, 'long', { withTime: true })}</span>
                </p>
                <p className="text-base break-words text-stone-700">{entry.what}</p>
                {entry.detail && <p className="text-base break-words text-stone-600">{T.reason(entry.detail)}</p>}
              </li>
            ))}
          </ul>
          {data.total_pages > 1 && <Pager page={data.page} totalPages={data.total_pages} total={data.total} onPage={setPage} busy={query.isPlaceholderData} />}
        </div>
      )}
    </DataPage>
  );
}
