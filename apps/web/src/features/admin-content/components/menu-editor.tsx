import type { AdminMenuItem, AdminSubMenuItem } from '@coop/contract';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { CheckboxField, LabeledField } from '@/components/console/console-fields';
import { ItemForm } from '@/components/console/item-form';
import { OrderedListEditor } from '@/components/console/ordered-list-editor';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { useDeleteMenuItem } from '../api/delete-menu-item';
import { useDeleteSubMenuItem } from '../api/delete-sub-menu-item';
import { adminMenuQuery } from '../api/get-menu';
import { useMoveMenuItem } from '../api/move-menu-item';
import { useMoveSubMenuItem } from '../api/move-sub-menu-item';
import { useSaveMenuItem } from '../api/save-menu-item';
import { useSaveSubMenuItem } from '../api/save-sub-menu-item';
import { ADMIN_CONTENT_TEXT as T } from '../messages';

type MenuDraft = Pick<AdminMenuItem, 'manu_name' | 'url' | 'is_parent' | 'hidden'>;
const EMPTY_ITEM: MenuDraft = { manu_name: '', url: '', is_parent: false, hidden: false };

/** A menu item's fields; no item adds a new one. */
function MenuItemForm({ item, onDone }: { item: AdminMenuItem | undefined; onDone: () => void }) {
  const { register, handleSubmit } = useForm<MenuDraft>({ defaultValues: item ?? EMPTY_ITEM });
  const save = useSaveMenuItem();
  const submit = handleSubmit(({ manu_name, url, is_parent, hidden }) =>
    save.mutate({ ...(item ? { seq: item.seq } : {}), type: 'main', manu_name, url, is_parent, hidden }, { onSuccess: onDone }),
  );
  return (
    <ItemForm onSubmit={submit} busy={save.isPending} onCancel={onDone}>
      <LabeledField label={T.menuName}>
        <input id={`menu-${item?.seq ?? 'new'}-name`} className={inputClass} maxLength={100} required {...register('manu_name')} />
      </LabeledField>
      <LabeledField label={T.menuUrl} help={T.menuUrlHelp}>
        <input className={inputClass} maxLength={500} {...register('url')} />
      </LabeledField>
      <CheckboxField label={T.isParent} {...register('is_parent')} />
      <CheckboxField label={T.hidden} {...register('hidden')} />
    </ItemForm>
  );
}

/** A sub-item's fields; no sub-item adds one under `manuId`. */
function SubItemForm({ sub, manuId, onDone }: { sub: AdminSubMenuItem | undefined; manuId: number; onDone: () => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { url: sub?.url ?? '', description: sub?.description ?? '' } });
  const save = useSaveSubMenuItem();
  const submit = handleSubmit((draft) => save.mutate({ ...(sub ? { id: sub.id } : {}), manu_id: manuId, ...draft }, { onSuccess: onDone }));
  return (
    <ItemForm onSubmit={submit} busy={save.isPending} onCancel={onDone} className="grid gap-3 rounded-xl bg-stone-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <LabeledField label={T.subDescription}>
        <input className={inputClass} maxLength={200} required {...register('description')} />
      </LabeledField>
      <LabeledField label={T.menuUrl}>
        <input className={inputClass} maxLength={500} {...register('url')} />
      </LabeledField>
    </ItemForm>
  );
}

function SubItems({ parent, items }: { parent: AdminMenuItem; items: AdminSubMenuItem[] }) {
  const move = useMoveSubMenuItem();
  const remove = useDeleteSubMenuItem();
  return (
    <div className="mt-3 space-y-2 border-l-4 border-primary-light pl-3">
      <p className="font-semibold text-stone-700">{T.subItems}</p>
      <OrderedListEditor
        items={items}
        idOf={(sub) => sub.id}
        nameOf={(sub) => sub.description}
        addLabel={T.addSub}
        addLook="secondary"
        move={move}
        remove={remove}
        className="space-y-2"
        listClassName="space-y-2"
        itemClassName=""
        rowClassName="flex flex-wrap items-center justify-between gap-2"
        renderItem={(sub) => (
          <span className="min-w-0 break-words">
            {sub.description} <span className="text-stone-500">{sub.url}</span>
          </span>
        )}
        renderForm={(sub, done) => <SubItemForm sub={sub} manuId={parent.seq} onDone={done} />}
      />
    </div>
  );
}

/** The public menu (spec 2.2): the items of type main in order, groups with their sub-items. */
export function MenuEditor() {
  const menu = useQuery(adminMenuQuery());
  const move = useMoveMenuItem();
  const remove = useDeleteMenuItem();
  return (
    <QueryView query={menu} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => (
        <OrderedListEditor
          items={data.list_manu.filter((i) => i.type === 'main')}
          idOf={(item) => item.seq}
          nameOf={(item) => item.manu_name}
          empty={T.noMenu}
          addLabel={T.addMenu}
          move={move}
          remove={remove}
          renderItem={(item) => (
            <div className="min-w-0">
              <p className="text-lg font-semibold break-words">
                {item.manu_name}
                {item.hidden && <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm font-normal">{T.hiddenBadge}</span>}
              </p>
              {item.url && <p className="text-base break-all text-stone-600">{item.url}</p>}
            </div>
          )}
          renderForm={(item, done) => <MenuItemForm item={item} onDone={done} />}
          below={(item) => item.is_parent && <SubItems parent={item} items={data.list_sub_manu.filter((s) => s.manu_id === item.seq)} />}
        />
      )}
    </QueryView>
  );
}
