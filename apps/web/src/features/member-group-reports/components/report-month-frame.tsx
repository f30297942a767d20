import type { CollectionMonth } from '@coop/contract';
import { thaiMonthYear } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass } from '@/components/ui/input-classes';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryView } from '@/components/ui/query-view';
import { isNotFound } from '@/lib/http/api-request';
import { collectionMonthsQuery } from '../api/get-collection-months';
import { REPORT_TEXT } from '../messages';

export interface ReportMonth {
  year: number;
  month: number;
}

const monthKey = (m: ReportMonth) => `${m.year}-${m.month}`;

/** The month in the address (?year=&month=), if it is one the group was billed for; else the newest. */
function chosenMonth(months: readonly CollectionMonth[], params: URLSearchParams): CollectionMonth | undefined {
  const wanted = `${params.get('year')}-${params.get('month')}`;
  return months.find((m) => monthKey(m) === wanted) ?? months[0];
}

/**
 * A member-group report page: its heading, the month picker (Thai month names and Buddhist years, only months with
 * data, kept in the address so a reload or a shared link shows the same month) and the report of that month.
 */
export function ReportMonthFrame({ title, children }: { title: string; children: (month: CollectionMonth) => ReactNode }) {
  const months = useQuery(collectionMonthsQuery());
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <QueryView
        query={months}
        loadingLabel={REPORT_TEXT.loading}
        failedTitle={REPORT_TEXT.failed}
        renderError={(error) => (isNotFound(error) ? <EmptyState title={REPORT_TEXT.noMonths} /> : undefined)}
      >
        {(data) => {
          const month = chosenMonth(data.months, params);
          if (!month) return <EmptyState title={REPORT_TEXT.noMonths} />;
          return (
            <>
              <label className="mb-5 flex max-w-sm flex-col gap-1 text-base font-medium text-stone-800">
                {REPORT_TEXT.month}
                <select
                  value={monthKey(month)}
                  onChange={(event) => {
                    const [year, m] = event.target.value.split('-');
                    setParams({ year: year ?? '', month: m ?? '' }, { replace: true });
                  }}
                  className={inputClass}
                >
                  {data.months.map((m) => (
                    <option key={monthKey(m)} value={monthKey(m)}>
                      {thaiMonthYear(m.year, m.month)}
                      {m.posted ? '' : ` (${REPORT_TEXT.bill})`}
                    </option>
                  ))}
                </select>
              </label>
              {children(month)}
            </>
          );
        }}
      </QueryView>
    </>
  );
}
