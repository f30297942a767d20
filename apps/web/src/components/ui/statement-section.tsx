import { isoDate, thaiToday } from '@coop/thai-format';
import type { StatementPage } from '@coop/contract';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { StatementFileRef } from '@/lib/statement/download-statement';
import type { StatementSearch } from '@/lib/statement/statement-search';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { CollapsibleRows } from './collapsible-rows';
import { DateRangeFilter } from './date-range-filter';
import { EmptyState } from './empty-state';
import { Pager } from './pager';
import { ResponsiveTable, type TableColumn } from './responsive-table';
import { UI_TEXT } from './ui-text';

// below the list's range, after the lines: loaded once the page has drawn, so a statement's first load leaves it out (061)
const StatementDownload = lazy(() => import('./statement-download').then((m) => ({ default: m.StatementDownload })));

interface StatementSectionProps<T> {
  title: string;
  statement: StatementPage<T>;
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string | number;
  search: StatementSearch;
  onPage: (page: number) => void;
  onRange: (from: string | undefined, to: string | undefined) => void;
  /** The first year that can hold lines. */
  minYear: number;
  /** Another page or range is loading; the one on screen stays until it arrives. */
  updating: boolean;
  /** The statement this is, offered as a PDF or workbook of the range shown (decision 079). */
  file?: StatementFileRef;
}

/**
 * A statement of share, loan or deposit lines: the date range, one page of lines (newest first) and the pager. A
 * desktop shows the lines as a table; a phone one line per row (date, item, amount) that opens on a tap.
 */
export function StatementSection<T>(props: StatementSectionProps<T>) {
  const { title, statement, columns, rowKey, search, onPage, onRange, minYear, updating, file } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(statement.page);

  useEffect(() => {
    // After "next" at the foot of a long list, start reading the new page at its top.
    if (shownPage.current === statement.page) return;
    shownPage.current = statement.page;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [statement.page]);

  const wide = useMediaQuery(DESKTOP_QUERY);
  const t = UI_TEXT.statement;
  const filtered = Boolean(search.from || search.to);
  return (
    <section aria-labelledby="statement-title" className="mt-6">
      <h2 id="statement-title" ref={headingRef} tabIndex={-1} className="mb-3 scroll-mt-32 text-xl font-bold text-stone-900 outline-none">
        {title}
      </h2>
      <DateRangeFilter key={`${search.from}/${search.to}`} search={search} today={thaiToday()} minYear={minYear} onRange={onRange} />
      {/* "all dates" runs from the first year that can hold lines */}
      {file && statement.total > 0 && (
        <Suspense fallback={null}>
          <StatementDownload file={file} from={search.from ?? isoDate(minYear, 1, 1)} to={search.to ?? thaiToday()} />
        </Suspense>
      )}
      <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
        {updating && (
          <p role="status" className="sr-only">
            {t.updating}
          </p>
        )}
        {statement.items.length > 0 ? (
          wide ? (
            <ResponsiveTable caption={title} columns={columns} rows={statement.items} rowKey={rowKey} />
          ) : (
            // a phone reads one line per row, opened with a tap
            <CollapsibleRows caption={title} columns={columns} rows={statement.items} rowKey={rowKey} />
          )
        ) : (
          <EmptyState title={statement.total > 0 ? t.emptyPage : filtered ? t.emptyInRange : t.empty} />
        )}
      </div>
      {statement.total > 0 && (
        <Pager page={statement.page} totalPages={statement.total_pages} total={statement.total} onPage={onPage} busy={updating} />
      )}
    </section>
  );
}
