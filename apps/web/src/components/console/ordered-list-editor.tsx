import { type ReactNode, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { RowActions } from '@/components/ui/row-actions';

/** A change a row's buttons start: what the list needs of a console mutation. */
interface RowChange<TVariables> {
  mutate: (variables: TVariables) => void;
  isPending: boolean;
}

export interface OrderedListEditorProps<T> {
  items: readonly T[];
  idOf: (item: T) => number;
  /** The row's name, read out by its buttons and quoted by the one delete warning. */
  nameOf: (item: T) => string;
  /** Said when the list is empty. */
  empty?: string;
  addLabel: string;
  /** Inside a card the add button is the quieter one. */
  addLook?: 'primary' | 'secondary';
  /** A row as shown when it is not being edited. */
  renderItem: (item: T) => ReactNode;
  /** The form for a row (`undefined` adds one); it calls `done` when saved or cancelled. */
  renderForm: (item: T | undefined, done: () => void) => ReactNode;
  /** Up and down, for a list that keeps an order of its own. */
  move?: RowChange<{ id: number; direction: 'up' | 'down' }>;
  remove?: RowChange<{ id: number }>;
  /** Other work under way that should hold the row buttons too. */
  busy?: boolean;
  /** Buttons of a list whose rows are neither moved nor deleted here (edit, links); replaces the row actions. */
  actions?: (item: T, edit: () => void) => ReactNode;
  /** What stays under a row whether it is edited or not (a menu group's sub-items). */
  below?: (item: T) => ReactNode;
  className?: string;
  listClassName?: string;
  itemClassName?: string;
  rowClassName?: string;
}

/**
 * The staff console's list of things kept in order (menu, marquee, categories, elections, positions, candidates,
 * polling places): each row with its buttons, one row at a time opened in place as a form, and the add button under
 * the list opening an empty one.
 */
export function OrderedListEditor<T>(props: OrderedListEditorProps<T>) {
  const { items, idOf, nameOf, empty, addLabel, addLook = 'primary', renderItem, renderForm, move, remove, actions, below } = props;
  const { className = 'space-y-4', listClassName = 'space-y-3', itemClassName = 'rounded-2xl bg-white p-4 shadow-sm' } = props;
  const { rowClassName = 'flex flex-wrap items-center justify-between gap-3' } = props;
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  const done = () => setEditing(undefined);
  const busy = !!props.busy || !!move?.isPending || !!remove?.isPending;
  return (
    <div className={className}>
      {items.length === 0 && empty && <p className="text-lg text-stone-600">{empty}</p>}
      <ol className={listClassName}>
        {items.map((item, index) => {
          const id = idOf(item);
          const edit = () => setEditing(id);
          return (
            <li key={id} className={itemClassName}>
              {editing === id ? (
                renderForm(item, done)
              ) : (
                <div className={rowClassName}>
                  {renderItem(item)}
                  {actions ? (
                    actions(item, edit)
                  ) : (
                    <RowActions
                      name={nameOf(item)}
                      first={index === 0}
                      last={index === items.length - 1}
                      busy={busy}
                      onMove={move && ((direction) => move.mutate({ id, direction }))}
                      onEdit={edit}
                      onRemove={remove && (() => remove.mutate({ id }))}
                    />
                  )}
                </div>
              )}
              {below?.(item)}
            </li>
          );
        })}
      </ol>
      {editing === 'new' ? (
        renderForm(undefined, done)
      ) : (
        <button type="button" className={addLook === 'primary' ? primaryButtonClass : secondaryButtonClass} onClick={() => setEditing('new')}>
          {addLabel}
        </button>
      )}
    </div>
  );
}
