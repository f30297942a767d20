import type { AdminMenuItem, AdminSubMenuItem } from '@coop/contract';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { useDeleteMenuItem } from '../api/delete-menu-item';
import { useDeleteSubMenuItem } from '../api/delete-sub-menu-item';
import { useAdminMenu } from '../api/get-menu';
import { useMoveMenuItem } from '../api/move-menu-item';
import { useMoveSubMenuItem } from '../api/move-sub-menu-item';
import { useSaveMenuItem } from '../api/save-menu-item';
import { useSaveSubMenuItem } from '../api/save-sub-menu-item';
import { ADMIN_CONTENT_TEXT as T } from '../messages';
import { RowActions } from '@/components/ui/row-actions';

type MenuDraft = Pick<AdminMenuItem, 'manu_name' | 'url' | 'is_parent' | 'hidden'>;
const EMPTY_ITEM: MenuDraft = { manu_name: '', url: '', is_parent: false, hidden: false };

/** A menu item's fields; `seq` absent adds a new one. */
function MenuItemForm({ seq, initial, onDone }: { seq?: number; initial: MenuDraft; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveMenuItem();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...(seq === undefined ? {} : { seq }), type: 'main', ...draft }, { onSuccess: onDone });
  };
  const id = `menu-${seq ?? 'new'}`;
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-stone-50 p-4">
      <label className="block">
        <span className="mb-1 block font-semibold">{T.menuName}</span>
        <input id={`${id}-name`} className={inputClass} value={draft.manu_name} maxLength={100} required onChange={(e) => setDraft({ ...draft, manu_name: e.target.value })} />
      </label>
      <label className="block">
        <span className="mb-1 block font-semibold">{T.menuUrl}</span>
        <input className={inputClass} value={draft.url} maxLength={500} onChange={(e) => setDraft({ ...draft, url: e.target.value })} />
        <span className="mt-1 block text-base text-stone-600">{T.menuUrlHelp}</span>
      </label>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5" checked={draft.is_parent} onChange={(e) => setDraft({ ...draft, is_parent: e.target.checked })} />
        {T.isParent}
      </label>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5" checked={draft.hidden} onChange={(e) => setDraft({ ...draft, hidden: e.target.checked })} />
        {T.hidden}
      </label>
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

/** A sub-item's fields; `id` absent adds one under `manuId`. */
function SubItemForm({ id, manuId, initial, onDone }: { id?: number; manuId: number; initial: { url: string; description: string }; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const save = useSaveSubMenuItem();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...(id === undefined ? {} : { id }), manu_id: manuId, ...draft }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl bg-stone-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <label className="block">
        <span className="mb-1 block font-semibold">{T.subDescription}</span>
        <input className={inputClass} value={draft.description} maxLength={200} required onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
      </label>
      <label className="block">
        <span className="mb-1 block font-semibold">{T.menuUrl}</span>
        <input className={inputClass} value={draft.url} maxLength={500} onChange={(e) => setDraft({ ...draft, url: e.target.value })} />
      </label>
      <div className="flex gap-2">
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

function SubItems({ parent, items }: { parent: AdminMenuItem; items: AdminSubMenuItem[] }) {
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  const move = useMoveSubMenuItem();
  const remove = useDeleteSubMenuItem();
  return (
    <div className="mt-3 space-y-2 border-l-4 border-primary-light pl-3">
      <p className="font-semibold text-stone-700">{T.subItems}</p>
      <ul className="space-y-2">
        {items.map((sub, index) => (
          <li key={sub.id}>
            {editing === sub.id ? (
              <SubItemForm id={sub.id} manuId={parent.seq} initial={sub} onDone={() => setEditing(undefined)} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  {sub.description} <span className="text-stone-500">{sub.url}</span>
                </span>
                <RowActions
                  name={sub.description}
                  first={index === 0}
                  last={index === items.length - 1}
                  busy={move.isPending || remove.isPending}
                  onMove={(direction) => move.mutate({ id: sub.id, direction })}
                  onEdit={() => setEditing(sub.id)}
                  onRemove={() => remove.mutate({ id: sub.id })}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <SubItemForm manuId={parent.seq} initial={{ url: '', description: '' }} onDone={() => setEditing(undefined)} />
      ) : (
        <button type="button" className={secondaryButtonClass} onClick={() => setEditing('new')}>
          {T.addSub}
        </button>
      )}
    </div>
  );
}

function MenuList({ items, subItems }: { items: AdminMenuItem[]; subItems: AdminSubMenuItem[] }) {
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  const move = useMoveMenuItem();
  const remove = useDeleteMenuItem();
  return (
    <div className="space-y-4">
      {items.length === 0 && <p className="text-lg text-stone-600">{T.noMenu}</p>}
      <ul className="space-y-3">
        {items.map((item, index) => (
          <li key={item.seq} className="rounded-2xl bg-white p-4 shadow-sm">
            {editing === item.seq ? (
              <MenuItemForm seq={item.seq} initial={item} onDone={() => setEditing(undefined)} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-lg font-semibold break-words">
                    {item.manu_name}
                    {item.hidden && <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-sm font-normal">{T.hiddenBadge}</span>}
                  </p>
                  {item.url && <p className="text-base break-all text-stone-600">{item.url}</p>}
                </div>
                <RowActions
                  name={item.manu_name}
                  first={index === 0}
                  last={index === items.length - 1}
                  busy={move.isPending || remove.isPending}
                  onMove={(direction) => move.mutate({ id: item.seq, direction })}
                  onEdit={() => setEditing(item.seq)}
                  onRemove={() => remove.mutate({ id: item.seq })}
                />
              </div>
            )}
            {item.is_parent && <SubItems parent={item} items={subItems.filter((s) => s.manu_id === item.seq)} />}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <MenuItemForm initial={EMPTY_ITEM} onDone={() => setEditing(undefined)} />
      ) : (
        <button type="button" className={primaryButtonClass} onClick={() => setEditing('new')}>
          {T.addMenu}
        </button>
      )}
    </div>
  );
}

/** The public menu (spec 2.2): the items of type main in order, groups with their sub-items. */
export function MenuEditor() {
  const menu = useAdminMenu();
  return (
    <QueryView query={menu} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => <MenuList items={data.list_manu.filter((i) => i.type === 'main')} subItems={data.list_sub_manu} />}
    </QueryView>
  );
}
