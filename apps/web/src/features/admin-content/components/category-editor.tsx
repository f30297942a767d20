import { type AdminCategory, CONTENT_BACKGROUNDS, CONTENT_TYPES, type CategorySaveBody, type ContentBackground, contentBackgroundPath } from '@coop/contract';
import { formatNumber } from '@coop/thai-format';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ChoiceOptions, LabeledField } from '@/components/console/console-fields';
import { ItemForm } from '@/components/console/item-form';
import { OrderedListEditor } from '@/components/console/ordered-list-editor';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { adminCategoriesQuery } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';
import { ADMIN_CONTENT_TEXT as T } from '../messages';

/** '' in the background select: the content type's own picture. */
type Draft = Omit<CategorySaveBody, 'id' | 'home_count' | 'background'> & { home_count: string; background: ContentBackground | '' };

function CategoryForm({ category, onDone }: { category: AdminCategory | undefined; onDone: () => void }) {
  const { register, handleSubmit, control } = useForm<Draft>({
    defaultValues: {
      name: category?.name ?? '',
      content_type: category?.content_type ?? 'news',
      home_count: String(category?.home_count ?? 0),
      background: category?.background ?? '',
    },
  });
  const save = useSaveCategory();
  const submit = handleSubmit((draft) =>
    save.mutate(
      { ...(category ? { id: category.id } : {}), ...draft, home_count: Number(draft.home_count), background: draft.background || null },
      { onSuccess: onDone },
    ),
  );
  const chosen = useWatch({ control, name: 'background' });
  return (
    <ItemForm onSubmit={submit} busy={save.isPending} onCancel={onDone}>
      <LabeledField label={T.categoryName}>
        <input className={inputClass} maxLength={100} required {...register('name')} />
      </LabeledField>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabeledField label={T.contentType}>
          <select className={inputClass} {...register('content_type')}>
            <ChoiceOptions choices={CONTENT_TYPES} names={T.contentTypes} />
          </select>
        </LabeledField>
        <LabeledField label={T.homeCount} help={T.homeCountHelp}>
          <input type="number" inputMode="numeric" min={0} max={12} className={inputClass} required {...register('home_count')} />
        </LabeledField>
        <LabeledField label={T.background} help={T.backgroundHelp}>
          <select className={inputClass} {...register('background')}>
            <option value="">{T.backgroundOfType}</option>
            <ChoiceOptions choices={CONTENT_BACKGROUNDS} names={T.backgrounds} />
          </select>
        </LabeledField>
        {chosen && <img src={contentBackgroundPath(chosen)} alt="" width={240} height={120} className="h-20 w-auto self-end rounded-lg bg-primary-light" />}
      </div>
    </ItemForm>
  );
}

/** The content categories with how many items each holds: create, rename (and retype, and how many show on home). */
export function CategoryEditor() {
  const categories = useQuery(adminCategoriesQuery());
  return (
    <QueryView query={categories} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => (
        <OrderedListEditor
          items={data.categories}
          idOf={(c) => c.id}
          nameOf={(c) => c.name}
          empty={T.noCategories}
          addLabel={T.addCategory}
          renderItem={(c) => (
            <div className="min-w-0 flex-1 basis-48">
              <p className="text-lg font-semibold break-words">{c.name}</p>
              <p className="flex flex-wrap gap-x-3 text-base text-stone-600">
                <span className="whitespace-nowrap">{T.contentTypes[c.content_type]}</span>
                <span className="whitespace-nowrap font-semibold text-stone-800">{T.itemCount(formatNumber(c.item_count))}</span>
                <span className="whitespace-nowrap">{T.onHome(c.home_count)}</span>
                {c.background && <span className="whitespace-nowrap">{`${T.background}: ${T.backgrounds[c.background]}`}</span>}
              </p>
            </div>
          )}
          actions={(c, edit) => (
            <div className="flex flex-wrap gap-2">
              <button type="button" className={secondaryButtonClass} onClick={edit} aria-label={`${T.edit} ${c.name}`}>
                {T.edit}
              </button>
              <a href={`/list/${c.id}`} className={secondaryButtonClass} target="_blank" rel="noopener">
                {T.viewOnSite}
              </a>
            </div>
          )}
          renderForm={(category, done) => <CategoryForm category={category} onDone={done} />}
        />
      )}
    </QueryView>
  );
}
