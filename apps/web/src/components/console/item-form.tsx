import type { FormEventHandler, ReactNode } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { UI_TEXT } from '@/components/ui/ui-text';

const T = UI_TEXT.consoleForm;

/** Save and cancel under a console form; save waits while the change (or an upload) is on its way. */
export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {T.save}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onCancel}>
        {T.cancel}
      </button>
    </div>
  );
}

interface ItemFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  onCancel: () => void;
  /** The frame's layout; the default stacks the fields on a grey card. */
  className?: string;
  children: ReactNode;
}

/** The form that opens in place of one row of a console list (or under it, to add one): its fields, save and cancel. */
export function ItemForm({ onSubmit, busy, onCancel, className = 'space-y-3 rounded-xl bg-stone-50 p-4', children }: ItemFormProps) {
  return (
    <form onSubmit={onSubmit} className={className}>
      {children}
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
