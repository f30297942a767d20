import { thaiToday } from '@coop/thai-format';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type StatementSearch, readStatementSearch, writeStatementSearch } from './statement-search';

/**
 * The statement page's search, read from and written to the URL. Every change is a new history entry, so the
 * browser's back button (and the layout's "กลับ") steps back through the pages a member looked at.
 */
export function useStatementSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readStatementSearch(params, thaiToday()), [params]);
  const update = useCallback(
    (next: StatementSearch) => setParams((current) => writeStatementSearch(next, current)),
    [setParams],
  );
  const setPage = useCallback((page: number) => update({ ...search, page }), [update, search]);
  /** A new range starts again from its newest lines. */
  const setRange = useCallback((from: string | undefined, to: string | undefined) => update({ page: 1, from, to }), [update]);
  return { search, setPage, setRange };
}
