import type { StatementQuery } from '@coop/contract';
import { type IsoDate, monthsBefore, parseIsoDate } from '@coop/thai-format';

/**
 * What a statement page shows, kept in the URL (`?page=2&from=2026-08-22&to=…`) so back and reload keep it. A plain
 * link opens on the last three months (what a member checks first, and a short page on a phone); every date is
 * `?range=all`.
 */
export interface StatementSearch {
  page: number;
  from?: IsoDate;
  to?: IsoDate;
}

export const QUICK_RANGES = ['3m', '6m', '1y', 'all'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const QUICK_RANGE_MONTHS: Readonly<Record<Exclude<QuickRange, 'all'>, number>> = { '3m': 3, '6m': 6, '1y': 12 };

/** The range a statement opens on. */
export const DEFAULT_QUICK_RANGE = '3m' satisfies QuickRange;
const ALL_DATES = 'all';

const validDate = (value: string | null): IsoDate | undefined => (value && parseIsoDate(value) ? value : undefined);

/**
 * Reads the search from the URL; with no dates it is the default range, counted back from `today`. Anything
 * unreadable (hand-edited links) falls back to the first page and the default range.
 */
export function readStatementSearch(params: URLSearchParams, today: IsoDate): StatementSearch {
  const number = Number(params.get('page'));
  const page = Number.isInteger(number) && number >= 1 ? number : 1;
  const from = validDate(params.get('from'));
  const to = validDate(params.get('to'));
  if (from || to) return { page, from, to };
  return params.get('range') === ALL_DATES ? { page } : { ...quickRangeSearch(DEFAULT_QUICK_RANGE, today), page };
}

/** Writes the search into `base` (other parameters stay); the first page is left out, so plain links stay plain. */
export function writeStatementSearch(search: StatementSearch, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | undefined) => (value ? params.set(key, value) : params.delete(key));
  set('page', search.page > 1 ? String(search.page) : undefined);
  set('from', search.from);
  set('to', search.to);
  set('range', search.from || search.to ? undefined : ALL_DATES);
  return params;
}

/** The body of a statement feed for this search. */
export function statementQuery(search: StatementSearch): StatementQuery {
  return {
    page: search.page,
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
  };
}

/** The dates a quick range stands for: from N months before today up to now; "all" has no bounds. */
export function quickRangeSearch(range: QuickRange, today: IsoDate): StatementSearch {
  return range === 'all' ? { page: 1 } : { page: 1, from: monthsBefore(today, QUICK_RANGE_MONTHS[range]) };
}

/** The quick range the search is, if it is one, so its button can show as chosen. */
export function matchingQuickRange(search: StatementSearch, today: IsoDate): QuickRange | undefined {
  if (search.to) return undefined;
  return QUICK_RANGES.find((range) => quickRangeSearch(range, today).from === search.from);
}
