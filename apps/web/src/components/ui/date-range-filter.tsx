import { formatThaiDate, parseIsoDate } from '@coop/thai-format';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { QUICK_RANGES, type StatementSearch, matchingQuickRange, quickRangeSearch } from '@/lib/statement/statement-search';
import { primaryButtonClass } from './button-classes';
import { UI_TEXT } from './ui-text';

// behind the "custom range" button on most visits, so a statement's first load leaves it out
const ThaiDateField = lazy(() => import('./thai-date-field').then((m) => ({ default: m.ThaiDateField })));

interface DateRangeFilterProps {
  search: StatementSearch;
  /** Today, ISO, on a Thai clock: the quick ranges count back from it. */
  today: string;
  /** The first year that can hold lines (the account's opening year), so the year list stays short. */
  minYear: number;
  onRange: (from: string | undefined, to: string | undefined) => void;
}

const chipClass =
  'min-h-12 rounded-full border-2 px-2 text-base sm:px-4 font-semibold transition-colors aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white';

/** What the list shows, in words with Buddhist-era dates. */
function rangeText(search: StatementSearch): string {
  const t = UI_TEXT.range;
  const from = search.from && formatThaiDate(search.from, 'short');
  const to = search.to && formatThaiDate(search.to, 'short');
  if (from && to) return t.between(from, to);
  if (from) return t.since(from);
  if (to) return t.until(to);
  return t.allDates;
}

/**
 * The statement's date range, made for a thumb: four large quick ranges (3 เดือน, 6 เดือน, 1 ปี, ทั้งหมด), and,
 * behind one more button, a from/to pair of Thai date fields (typed or picked). Dates are shown in the Buddhist era; the API gets ISO.
 */
export function DateRangeFilter({ search, today, minYear, onRange }: DateRangeFilterProps) {
  const id = useId();
  const t = UI_TEXT.range;
  const quick = matchingQuickRange(search, today);
  const [customOpen, setCustomOpen] = useState(quick === undefined);
  const todayYear = parseIsoDate(today)?.year ?? minYear;
  const [from, setFrom] = useState(search.from ?? quickRangeSearch('3m', today).from ?? today);
  const [to, setTo] = useState(search.to ?? today);
  const invalid = from !== '' && to !== '' && from > to;
  const incomplete = from === '' || to === '';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && !incomplete) onRange(from, to);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-title`} className="mb-2 text-lg font-bold text-primary">
        {t.title}
      </h2>
      <div role="group" aria-label={t.title} className="grid grid-cols-4 gap-2 sm:flex sm:flex-wrap">
        {QUICK_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={quick === range && !customOpen}
            onClick={() => {
              setCustomOpen(false);
              const next = quickRangeSearch(range, today);
              onRange(next.from, next.to);
            }}
            className={`${chipClass} border-stone-300 bg-white text-stone-800 hover:border-primary`}
          >
            {t.quick[range]}
          </button>
        ))}
        <button
          type="button"
          aria-expanded={customOpen}
          aria-controls={`${id}-custom`}
          onClick={() => setCustomOpen((open) => !open)}
          className={`${chipClass} col-span-4 border-stone-300 bg-white text-stone-800 hover:border-primary aria-expanded:border-primary aria-expanded:text-primary`}
        >
          {t.custom}
        </button>
      </div>
      {customOpen && (
        <Suspense fallback={null}>
          <form id={`${id}-custom`} onSubmit={apply} className="mt-4 grid gap-4 border-t border-stone-200 pt-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
            <ThaiDateField id={`${id}-from`} label={t.from} value={from} onChange={setFrom} minYear={minYear} maxYear={todayYear} />
            <ThaiDateField id={`${id}-to`} label={t.to} value={to} onChange={setTo} minYear={minYear} maxYear={todayYear} />
            <div>
              {invalid && (
                <p role="alert" className="mb-2 text-base font-medium text-danger">
                  {t.fromAfterTo}
                </p>
              )}
              <button type="submit" disabled={invalid || incomplete} className={`${primaryButtonClass} w-full md:w-auto`}>
                {t.apply}
              </button>
            </div>
          </form>
        </Suspense>
      )}
      <p className="mt-3 text-base text-stone-700">
        {t.showing}: <span className="font-semibold text-stone-900">{rangeText(search)}</span>
      </p>
    </section>
  );
}
