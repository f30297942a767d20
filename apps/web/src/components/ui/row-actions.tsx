import { ConfirmButton } from './confirm-button';
import { UI_TEXT } from './ui-text';

const T = UI_TEXT.rowActions;

const small = 'min-h-11 min-w-11 rounded-lg border-2 border-stone-300 bg-white px-3 text-base font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-40';

/**
 * Up and down (when the list has an order of its own), edit and delete for one row of a list staff keep; large enough
 * to press on a phone. Deleting (where the list allows it) asks first.
 */
export function RowActions({
  name,
  onMove,
  onEdit,
  onRemove,
  first,
  last,
  busy,
}: {
  name: string;
  onMove?: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onRemove?: () => void;
  first?: boolean;
  last?: boolean;
  busy: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {onMove && (
        <>
          <button type="button" className={small} disabled={busy || first} onClick={() => onMove('up')} aria-label={`${T.up} ${name}`}>
            ↑
          </button>
          <button type="button" className={small} disabled={busy || last} onClick={() => onMove('down')} aria-label={`${T.down} ${name}`}>
            ↓
          </button>
        </>
      )}
      <button type="button" className={small} disabled={busy} onClick={onEdit} aria-label={`${T.edit} ${name}`}>
        {T.edit}
      </button>
      {onRemove && (
        <ConfirmButton question={T.confirmRemove(name)} confirmLabel={T.remove} onConfirm={onRemove} className={`${small} text-danger`} disabled={busy} aria-label={`${T.remove} ${name}`}>
          {T.remove}
        </ConfirmButton>
      )}
    </div>
  );
}
