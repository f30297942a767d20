import { type AdminCategory, CONTENT_TYPES, type CategorySaveBody, type ContentType } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { useAdminCategories } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import { ADMIN_CONTENT_TEXT as T } from '../messages';

type Draft = Omit<CategorySaveBody, 'id' | 'home_count'> & { home_count: string };

function CategoryForm({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>({
    name: category?.name ?? '',
    content_type: category?.content_type ?? 'news',
    home_count: String(category?.home_count ?? 0),
  });
  const save = useSaveCategory();
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...(category ? { id: category.id } : {}), ...draft, home_count: Number(draft.home_count) }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-stone-50 p-4">
      <label className="block">
        <span className="mb-1 block font-semibold">{T.categoryName}</span>
        <input className={inputClass} value={draft.name} maxLength={100} required onChange={(e) => set({ name: e.target.value })} />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block">
          <span className="mb-1 block font-semibold">{T.contentType}</span>
          <select className={inputClass} value={draft.content_type} onChange={(e) => set({ content_type: e.target.value as ContentType })}>
            {CONTENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {T.contentTypes[type]}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1 block font-semibold">{T.homeCount}</span>
          <input type="number" inputMode="numeric" min={0} max={12} className={inputClass} value={draft.home_count} required onChange={(e) => set({ home_count: e.target.value })} />
          <span className="mt-1 block text-base text-stone-600">{T.homeCountHelp}</span>
        </label>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {T.save}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

function Categories({ categories }: { categories: AdminCategory[] }) {
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  const close = () => setEditing(undefined);
  return (
    <div className="space-y-4">
      {categories.length === 0 && <p className="text-lg text-stone-600">{T.noCategories}</p>}
      <ol className="space-y-3">
        {categories.map((c) => (
          <li key={c.id} className="rounded-2xl bg-white p-4 shadow-sm">
            {editing === c.id ? (
              <CategoryForm category={c} onDone={close} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="text-lg font-semibold break-words">{c.name}</p>
                  <p className="flex flex-wrap gap-x-3 text-base text-stone-600">
                    <span className="whitespace-nowrap">{T.contentTypes[c.content_type]}</span>
                    <span className="whitespace-nowrap font-semibold text-stone-800">{T.itemCount(formatNumber(c.item_count))}</span>
                    <span className="whitespace-nowrap">{T.onHome(c.home_count)}</span>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={secondaryButtonClass} onClick={() => setEditing(c.id)} aria-label={`${T.edit} ${c.name}`}>
                    {T.edit}
                  </button>
                  <a href={`/list/${c.id}`} className={secondaryButtonClass} target="_blank" rel="noopener">
                    {T.viewOnSite}
                  </a>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <CategoryForm onDone={close} />
      ) : (
        <button type="button" className={primaryButtonClass} onClick={() => setEditing('new')}>
          {T.addCategory}
        </button>
      )}
    </div>
  );
}

/** The content categories with how many items each holds: create, rename (and retype, and how many show on home). */
export function CategoryEditor() {
  const categories = useAdminCategories();
  return (
    <QueryView query={categories} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => <Categories categories={data.categories} />}
    </QueryView>
  );
}
