import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LabeledField } from '@/components/console/console-fields';
import { FilteredPagedList } from '@/components/console/filtered-paged-list';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { useFilteredPages } from '@/lib/paging/use-filtered-pages';
import { adminCategoriesQuery } from '../api/get-categories';
import { adminItemsQuery } from '../api/get-items';
import { ADMIN_CONTENT_TEXT as T } from '../messages';

interface ItemFilter {
  categoryId: number | undefined;
  search: string;
}

/** The category (applied at once) and the words (applied with the search button) the list is narrowed by. */
function ItemFilterForm({ filter, onFilter }: { filter: ItemFilter; onFilter: (filter: ItemFilter) => void }) {
  const categories = useQuery(adminCategoriesQuery());
  const { register, handleSubmit } = useForm({ defaultValues: { typed: filter.search } });
  const submit = handleSubmit(({ typed }) => onFilter({ ...filter, search: typed.trim() }));
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto] sm:items-end">
      <LabeledField label={T.category}>
        <select className={inputClass} value={filter.categoryId ?? ''} onChange={(e) => onFilter({ ...filter, categoryId: e.target.value ? Number(e.target.value) : undefined })}>
          <option value="">{T.allCategories}</option>
          {categories.data?.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </LabeledField>
      <LabeledField label={T.search}>
        <input className={inputClass} type="search" maxLength={100} {...register('typed')} />
      </LabeledField>
      <button type="submit" className={secondaryButtonClass}>
        {T.searchButton}
      </button>
    </form>
  );
}

/** Every item, drafts included, by category, with search and paging; each opens its editor. */
export function ItemList() {
  const { page, setPage, filter, setFilter } = useFilteredPages<ItemFilter>({ categoryId: undefined, search: '' });
  const items = useQuery(adminItemsQuery({ category_id: filter.categoryId, search: filter.search || undefined, page }));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Link to="/admin/content/new" className={primaryButtonClass}>
          {T.newItem}
        </Link>
      </div>
      <FilteredPagedList
        filter={<ItemFilterForm filter={filter} onFilter={setFilter} />}
        list={items}
        text={{ loading: T.loading, failed: T.failed, empty: T.noItems }}
        onPage={setPage}
        itemClassName=""
        renderItem={(item) => (
          <Link to={`/admin/content/${item.id}`} className="block rounded-2xl bg-white p-4 shadow-sm hover:bg-primary-light">
            <p className="text-lg font-semibold break-words text-primary">{item.title}</p>
            <p className="text-base text-stone-600">
              {item.category_name} · {formatThaiDate(item.published_at, 'short', { withTime: true })} · {T.views(formatNumber(item.view_count, 0))}
              {!item.published && <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm text-stone-800">{T.draftBadge}</span>}
            </p>
          </Link>
        )}
      />
    </div>
  );
}
