import { useState } from 'react';

/**
 * The page and the filter of a list kept on the server (the console's requests, demands, items): a new filter starts
 * again at page 1, so a page past the filtered list's end is never asked for.
 */
export function useFilteredPages<F>(initialFilter: F) {
  const [page, setPage] = useState(1);
  const [filter, setFilterOnly] = useState<F>(initialFilter);
  const setFilter = (next: F) => {
    setFilterOnly(next);
    setPage(1);
  };
  return { page, setPage, filter, setFilter };
}
