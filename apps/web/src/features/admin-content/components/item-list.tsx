import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { useAdminCategories } from '../api/get-categories';
import { useAdminItems } from '../api/get-items';
import { ADMIN_CONTENT_TEXT as T } from '../messages';

/** Every item, drafts included, by category, with search and paging; each opens its editor. */
export function ItemList() {
  const categories = useAdminCategories();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const items = useAdminItems({ category_id: categoryId, search: search || undefined, page });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Link to="/admin/content/new" className={primaryButtonClass}>
          {T.newItem}
        </Link>
      </div>
      <form onSubmit={submit} className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto] sm:items-end">
        <label className="block">
          <span className="mb-1 block font-semibold">{T.category}</span>
          <select
            className={inputClass}
            value={categoryId ?? ''}
            onChange={(e) => {
              setCategoryId(e.target.value ? Number(e.target.value) : undefined);
              setPage(1);
            }}
          >
            <option value="">{T.allCategories}</option>
            {categories.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{T.search}</span>
          <input className={inputClass} type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button type="submit" className={secondaryButtonClass}>
          {T.searchButton}
        </button>
      </form>
      <QueryView query={items} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => (
          <>
            {data.items.length === 0 && <p className="text-lg text-stone-600">{T.noItems}</p>}
            <ul className="space-y-3">
              {data.items.map((item) => (
                <li key={item.id}>
                  <Link to={`/admin/content/${item.id}`} className="block rounded-2xl bg-white p-4 shadow-sm hover:bg-primary-light">
                    <p className="text-lg font-semibold break-words text-primary">{item.title}</p>
                    <p className="text-base text-stone-600">
                      {item.category_name} · {formatThaiDate(item.published_at, 'short', { withTime: true })} · {T.views(formatNumber(item.view_count, 0))}
                      {!item.published && <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm text-stone-800">{T.draftBadge}</span>}
                    </p>
                  </Link>
                </li>
              ))}
            </ul>
            {data.total_pages > 1 && <Pager page={data.page} totalPages={data.total_pages} total={data.total} onPage={setPage} busy={items.isFetching} />}
          </>
        )}
      </QueryView>
    </div>
  );
}
