import { useSearchParams } from 'react-router';

/** The list page in the address (?page=2), so paging survives a reload and the back button; 1 when absent or odd. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('page') ?? '';
  const page = /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
  const setPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}
